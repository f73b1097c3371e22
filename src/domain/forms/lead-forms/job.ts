import { defineLeadForm, personContact } from '../definition';
import { field } from '../layout';
import { jobSchema } from '../other';

/** Job application for a vacancy of the content pages, with a CV. */
export const jobForm = defineLeadForm({
  kind: 'job',
  schema: jobSchema,
  layout: [
    {
      fields: [
        field('firstName', 'text', { required: true, autoComplete: 'given-name', span: 'half' }),
        field('lastName', 'text', { required: true, autoComplete: 'family-name', span: 'half' }),
        field('email', 'email', { required: true, autoComplete: 'email', span: 'half' }),
        field('phone', 'tel', { required: true, autoComplete: 'tel', span: 'half' }),
        field('motivation', 'textarea', { required: true }),
        field('cv', 'file', { accept: '.pdf,.doc,.docx,application/pdf' }),
      ],
    },
  ],
  thankYou: 'job-application',
  contact: (v) => personContact(v, v.motivation),
  mails: ['agency', 'visitor'],
  uploads: [{ field: 'cv', as: 'document', folder: 'cv' }],
});
