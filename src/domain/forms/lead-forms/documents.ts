import { documentsSchema } from '../contact';
import { defineLeadForm, personContact } from '../definition';
import { field, person } from '../layout';

/** Document request: once per property and address; the visitor's mail carries the documents' links. */
export const documentsForm = defineLeadForm({
  kind: 'documents',
  schema: documentsSchema,
  layout: [{ fields: [...person('', 'none'), field('newsletter', 'checkbox')] }],
  thankYou: 'document-request',
  property: { need: 'required' },
  contact: (v) => personContact(v),
  stores: 'documentRequest',
  mails: ['agency', 'visitor'],
  visitorIntro: 'documentsIntro',
});
