import { demandRecap } from '../recap';
import { demandSchema } from '../demand';
import { defineLeadForm, personContact } from '../definition';
import { count, field, person } from '../layout';

/** Search demand register: the criteria are stored and matched against every new property. */
export const demandForm = defineLeadForm({
  kind: 'demand',
  schema: demandSchema,
  layout: [
    {
      legend: 'criteria',
      fields: [
        field('goal', 'radio', { required: true, choices: ['sale', 'rent'] }),
        field('types', 'checkboxes', { required: true, choices: 'propertyTypes' }),
        count('priceMin', 'half'),
        count('priceMax', 'half'),
        count('bedroomsMin'),
        count('bathroomsMin'),
        count('garagesMin'),
      ],
    },
    {
      legend: 'where',
      // The region is drawn on a map, shown only where the page has one (with JavaScript).
      fields: [field('zones', 'text', { required: true, hint: 'zonesHint' }), field('region', 'region')],
    },
    { legend: 'you', fields: [...person('', 'none'), field('newsletter', 'checkbox')] },
  ],
  thankYou: 'demand-register',
  contact: (v) => personContact(v),
  stores: 'searchDemand',
  mails: ['agency', 'visitor'],
  recap: demandRecap,
});
