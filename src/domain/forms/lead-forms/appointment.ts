import { appointmentSchema } from '../contact';
import { defineLeadForm, personContact } from '../definition';
import { field, person } from '../layout';

/** Appointment booking: one of the property's free slots, booked in the same transaction as the submission. */
export const appointmentForm = defineLeadForm({
  kind: 'appointment',
  schema: appointmentSchema,
  layout: [
    { fields: [field('slotId', 'radio', { required: true, choices: 'appointmentSlots' })] },
    { legend: 'you', fields: [...person('', 'none'), field('remark', 'textarea'), field('newsletter', 'checkbox')] },
  ],
  thankYou: 'contact-appointment',
  property: { need: 'required' },
  contact: (v) => personContact(v, v.remark),
  stores: 'appointmentBooking',
  mails: ['agency', 'visitor'],
  whenFull: 'visit',
});
