import { defineLeadForm, fullName, mailbox, said } from '../definition';
import { field } from '../layout';
import { testimonialSchema } from '../other';

/** Testimonial: stored for the agency's moderation, its photo a private upload until published. */
export const testimonialForm = defineLeadForm({
  kind: 'testimonial',
  schema: testimonialSchema,
  layout: [
    {
      fields: [
        field('name', 'text', { required: true, autoComplete: 'name', span: 'half' }),
        field('email', 'email', { required: true, autoComplete: 'email', span: 'half' }),
        field('about', 'text', { span: 'half' }),
        field('website', 'url', { span: 'half', autoComplete: 'url' }),
        field('comment', 'textarea', { required: true }),
        field('photo', 'file', { accept: 'image/jpeg,image/png,image/webp' }),
      ],
    },
  ],
  thankYou: 'testimonial',
  contact: (v) => ({ name: fullName(v.name), email: mailbox(v.email), message: said(v.comment) }),
  stores: 'testimonial',
  mails: ['agency', 'visitor'],
  uploads: [{ field: 'photo', as: 'image', folder: 'testimonials' }],
});
