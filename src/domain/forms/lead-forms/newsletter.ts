import { defineLeadForm, fullName, mailbox } from '../definition';
import { field } from '../layout';
import { newsletterSchema } from '../other';

/** Newsletter sign-up: double opt-in, so its only mail is the confirmation link (none when already confirmed). */
export const newsletterForm = defineLeadForm({
  kind: 'newsletter',
  schema: newsletterSchema,
  layout: [
    {
      fields: [
        field('email', 'email', { required: true, autoComplete: 'email', span: 'half' }),
        field('firstName', 'text', { autoComplete: 'given-name', span: 'half' }),
      ],
    },
  ],
  thankYou: 'sign-newsletter',
  contact: (v) => ({ name: fullName(v.firstName), email: mailbox(v.email) }),
  stores: 'newsletterSubscription',
  mails: ['newsletterConfirm'],
});
