import { contactRecap } from '../recap';
import { visitSchema } from '../contact';
import { defineLeadForm, personContact } from '../definition';
import { contactPrefs, field, person } from '../layout';

/** Visit request about a property, with a preferred day. */
export const visitForm = defineLeadForm({
  kind: 'visit',
  schema: visitSchema,
  layout: [{ fields: [...person('', 'none'), field('preferredDate', 'date', { span: 'half' }), ...contactPrefs()] }],
  thankYou: 'visit-request',
  property: { need: 'required' },
  contact: (v) => personContact(v, v.remark),
  mails: ['agency', 'visitor'],
  recap: (p) => contactRecap(p, true),
});
