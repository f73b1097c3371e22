import { defineLeadForm, fullName, mailbox, said } from '../definition';
import { field, person } from '../layout';
import { offerSchema } from '../offer';

/** Offer to purchase a property for sale: bidder A names the submission. */
export const offerForm = defineLeadForm({
  kind: 'offer',
  schema: offerSchema,
  layout: [
    { legend: 'bidderA', fields: person('a', 'required', { title: true, phone: true }) },
    {
      legend: 'bidderB',
      fields: [
        field('bFirstName', 'text', { span: 'half' }),
        field('bLastName', 'text', { span: 'half' }),
        field('bEmail', 'email', { span: 'half' }),
      ],
    },
    {
      fields: [
        // Both names typed: the amount and the field its words go to.
        field<'amount' | 'amountWords'>('amount', 'number', {
          required: true,
          min: 1000,
          span: 'half',
          inWords: 'amountWords',
        }),
        field('amountWords', 'text', { required: true, hint: 'amountWordsHint' }),
        field('startDate', 'date', { required: true, span: 'half' }),
        field('endDate', 'date', { required: true, span: 'half' }),
        field('place', 'text', { required: true, span: 'half' }),
        field('signDate', 'date', { required: true, span: 'half' }),
        field('conditions', 'textarea'),
        field('advance', 'checkbox', { required: true }),
      ],
    },
  ],
  thankYou: 'offer-to-purchase',
  property: { need: 'required', goal: 0 },
  contact: (v) => ({ name: fullName(v.aFirstName, v.aLastName), email: mailbox(v.aEmail), phone: said(v.aPhone) }),
  mails: ['agency', 'visitor'],
  noindex: true,
  advanceNotice: true,
});
