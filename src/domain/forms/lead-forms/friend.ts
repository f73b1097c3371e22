import { friendSchema } from '../contact';
import { defineLeadForm, fullName, mailbox, said } from '../definition';
import { field } from '../layout';

/** Send to a friend: the property goes to the friend's mailbox, which gets a few a day whoever sends them. */
export const friendForm = defineLeadForm({
  kind: 'friend',
  schema: friendSchema,
  layout: [
    {
      fields: [
        field('firstName', 'text', { required: true, autoComplete: 'given-name', span: 'half' }),
        field('lastName', 'text', { required: true, autoComplete: 'family-name', span: 'half' }),
        field('email', 'email', { required: true, autoComplete: 'email' }),
        field('friendFirstName', 'text', { required: true, span: 'half' }),
        field('friendLastName', 'text', { required: true, span: 'half' }),
        field('friendEmail', 'email', { required: true }),
        field('message', 'textarea'),
      ],
    },
  ],
  thankYou: 'send-to-friend',
  property: { need: 'required' },
  contact: (v) => ({ name: fullName(v.firstName, v.lastName), email: mailbox(v.email), message: said(v.message) }),
  mails: ['agency', 'friend'],
  friend: (v) => ({ email: v.friendEmail, firstName: v.friendFirstName, message: v.message || undefined }),
});
