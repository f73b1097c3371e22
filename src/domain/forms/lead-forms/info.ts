import { contactRecap } from '../recap';
import { contactSchema } from '../contact';
import { defineLeadForm, personContact } from '../definition';
import { contactPrefs, person } from '../layout';

/** "More information" about a property or a project; the visitor's home address has nothing to do with it (issue 20). */
export const infoForm = defineLeadForm({
  kind: 'info',
  schema: contactSchema,
  layout: [{ fields: [...person('', 'none'), ...contactPrefs()] }],
  thankYou: ({ projectId }) => (projectId ? 'contact-construction' : 'contact-me'),
  property: { need: 'optional' },
  contact: (v) => personContact(v, v.remark),
  mails: ['agency', 'visitor'],
  recap: (p) => contactRecap(p),
});
