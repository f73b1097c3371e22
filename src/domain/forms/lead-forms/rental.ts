import { defineLeadForm, personContact } from '../definition';
import { count, field, person } from '../layout';
import { rentalSchema } from '../rental';

/** Rental application for a property for rent: household, moving date, incomes and four confirmations. */
export const rentalForm = defineLeadForm({
  kind: 'rental',
  schema: rentalSchema,
  layout: [
    { legend: 'you', fields: [...person('', 'optional', { title: true, phone: true }), field('remark', 'textarea')] },
    {
      legend: 'household',
      fields: [
        { ...count('adults'), required: true },
        count('children'),
        field('childrenAges', 'text', { span: 'third', hint: 'childrenAgesHint' }),
        field('pets', 'radio', { required: true, choices: ['none', 'yes'], span: 'half' }),
        field('petsDescription', 'text', { span: 'half' }),
        field('movingDate', 'date', { required: true, span: 'half' }),
        field('movingReason', 'text', { span: 'half' }),
        field('income1', 'number', { required: true, min: 0, span: 'half' }),
        field('income2', 'number', { min: 0, span: 'half' }),
      ],
    },
    {
      legend: 'confirmations',
      note: 'amountDue',
      fields: (['confirmIncome', 'confirmPersons', 'confirmDescription', 'confirmAmountDue'] as const).map((n) =>
        field(n, 'checkbox', { required: true }),
      ),
    },
  ],
  thankYou: 'rental-application',
  property: { need: 'required', goal: 1 },
  contact: (v) => personContact(v, v.remark),
  mails: ['agency', 'visitor'],
  noindex: true,
});
