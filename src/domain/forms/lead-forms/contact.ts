import { contactRecap } from '../recap';
import { contactSchema } from '../contact';
import { defineLeadForm, personContact } from '../definition';
import { contactPrefs, person } from '../layout';

/** General contact: the contact page and the contact module of content pages. */
export const contactForm = defineLeadForm({
  kind: 'contact',
  schema: contactSchema,
  layout: [{ fields: [...person(), ...contactPrefs()] }],
  thankYou: 'site-contact',
  contact: (v) => personContact(v, v.remark),
  mails: ['agency', 'visitor'],
  recap: (p) => contactRecap(p),
});
