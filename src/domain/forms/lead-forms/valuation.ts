import { contactRecap } from '../recap';
import { defineLeadForm, personContact } from '../definition';
import { contactPrefs, field, person } from '../layout';
import { valuationSchema } from '../valuation';

/** Free valuation of the visitor's property: its type and address, and a phone number. */
export const valuationForm = defineLeadForm({
  kind: 'valuation',
  schema: valuationSchema,
  layout: [
    {
      legend: 'criteria',
      fields: [
        field('propertyType', 'select', { required: true, choices: 'propertyTypes', chooseFirst: true, span: 'half' }),
      ],
    },
    { legend: 'you', fields: [...person('', 'required', { phone: true }), ...contactPrefs()] },
  ],
  thankYou: 'contact-demand',
  contact: (v) => personContact(v, v.remark),
  mails: ['agency', 'visitor'],
  recap: (p) => contactRecap(p),
});
