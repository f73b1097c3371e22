import type { FormKind } from '@/domain/forms';
import type { FieldSpec, Option, RegionMapSpec, SectionSpec } from './types';

/** Translators the page hands over (server side): field labels, option labels, other texts. */
export type SpecTexts = {
  field: (name: string) => string;
  option: (name: string) => string;
  ui: (key: string) => string;
};
export type SpecOptions = {
  slots?: string[];
  appointmentSlots?: Option[];
  propertyTypes?: Option[];
  /** Rental application: the amount due on signing, and the line that explains it. */
  amountDue?: string;
  amountDueNote?: string;
  /** Search demand: the map on which a region can be drawn (with JavaScript). */
  regionMap?: RegionMapSpec;
};

const f = (tx: SpecTexts, name: string, type: FieldSpec['type'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label: tx.field(name),
  type,
  ...(type === 'file' ? { file: { choose: tx.ui('chooseFile'), none: tx.ui('noFile') } } : {}),
  ...extra,
});
const opts = (tx: SpecTexts, values: string[], choose = false): Option[] => [
  ...(choose ? [{ value: '', label: tx.option('choose') }] : []),
  ...values.map((v) => ({ value: v, label: tx.option(v) })),
];

/** `strict`: salutation and phone required too (an offer, a rental application); else only the name and e-mail (issue 20). */
function person(
  tx: SpecTexts,
  prefix = '',
  withAddress: 'none' | 'optional' | 'required' = 'optional',
  strict: { title?: boolean; phone?: boolean } = {},
): FieldSpec[] {
  const n = (s: string) => (prefix ? `${prefix}${s[0]!.toUpperCase()}${s.slice(1)}` : s);
  const list: FieldSpec[] = [
    f(tx, n('title'), 'radio', { required: Boolean(strict.title), options: opts(tx, ['mr', 'ms', 'miss']) }),
    f(tx, n('firstName'), 'text', { required: true, autoComplete: 'given-name', span: 'half' }),
    f(tx, n('lastName'), 'text', { required: true, autoComplete: 'family-name', span: 'half' }),
    f(tx, n('email'), 'email', { required: true, autoComplete: 'email', span: 'half' }),
    f(tx, n('phone'), 'tel', { required: Boolean(strict.phone), autoComplete: 'tel', span: 'half' }),
  ];
  if (withAddress !== 'none') {
    const required = withAddress === 'required';
    list.push(
      f(tx, n('street'), 'text', { required, autoComplete: 'address-line1', span: 'half' }),
      f(tx, n('houseNumber'), 'text', { required, span: 'half' }),
      f(tx, n('zip'), 'text', { required, autoComplete: 'postal-code', span: 'half' }),
      f(tx, n('city'), 'text', { required, autoComplete: 'address-level2', span: 'half' }),
    );
  }
  return list;
}

function contactPrefs(tx: SpecTexts, o: SpecOptions): FieldSpec[] {
  return [
    f(tx, 'remark', 'textarea'),
    f(tx, 'slots', 'checkboxes', { options: (o.slots ?? []).map((s) => ({ value: s, label: s.replace('-', ' – ') })) }),
    f(tx, 'device', 'radio', { options: opts(tx, ['phone', 'email', 'whatsapp']) }),
    f(tx, 'newsletter', 'checkbox'),
  ];
}

const count = (tx: SpecTexts, name: string, span: FieldSpec['span'] = 'third'): FieldSpec =>
  f(tx, name, 'number', { min: 0, span });

/** The fields of each form, grouped; the schema in src/domain/forms decides what is valid. */
export function formSections(kind: FormKind, tx: SpecTexts, o: SpecOptions = {}): SectionSpec[] {
  switch (kind) {
    case 'contact':
      return [{ fields: [...person(tx), ...contactPrefs(tx, o)] }];
    // About a property: the visitor's home address has nothing to do with it (issue 20).
    case 'info':
      return [{ fields: [...person(tx, '', 'none'), ...contactPrefs(tx, o)] }];
    case 'visit':
      return [
        {
          fields: [...person(tx, '', 'none'), f(tx, 'preferredDate', 'date', { span: 'half' }), ...contactPrefs(tx, o)],
        },
      ];
    case 'appointment':
      return [
        { fields: [f(tx, 'slotId', 'radio', { required: true, options: o.appointmentSlots ?? [] })] },
        {
          legend: tx.ui('you'),
          fields: [...person(tx, '', 'none'), f(tx, 'remark', 'textarea'), f(tx, 'newsletter', 'checkbox')],
        },
      ];
    case 'documents':
      return [{ fields: [...person(tx, '', 'none'), f(tx, 'newsletter', 'checkbox')] }];
    case 'friend':
      return [
        {
          fields: [
            f(tx, 'firstName', 'text', { required: true, autoComplete: 'given-name', span: 'half' }),
            f(tx, 'lastName', 'text', { required: true, autoComplete: 'family-name', span: 'half' }),
            f(tx, 'email', 'email', { required: true, autoComplete: 'email' }),
            f(tx, 'friendFirstName', 'text', { required: true, span: 'half' }),
            f(tx, 'friendLastName', 'text', { required: true, span: 'half' }),
            f(tx, 'friendEmail', 'email', { required: true }),
            f(tx, 'message', 'textarea'),
          ],
        },
      ];
    case 'valuation':
      return [
        {
          legend: tx.ui('criteria'),
          fields: [
            f(tx, 'propertyType', 'select', {
              required: true,
              options: [{ value: '', label: tx.option('choose') }, ...(o.propertyTypes ?? [])],
              span: 'half',
            }),
          ],
        },
        { legend: tx.ui('you'), fields: [...person(tx, '', 'required', { phone: true }), ...contactPrefs(tx, o)] },
      ];
    case 'demand':
      return [
        {
          legend: tx.ui('criteria'),
          fields: [
            f(tx, 'goal', 'radio', { required: true, options: opts(tx, ['sale', 'rent']) }),
            f(tx, 'types', 'checkboxes', { required: true, options: o.propertyTypes ?? [] }),
            f(tx, 'priceMin', 'number', { min: 0, span: 'half' }),
            f(tx, 'priceMax', 'number', { min: 0, span: 'half' }),
            count(tx, 'bedroomsMin'),
            count(tx, 'bathroomsMin'),
            count(tx, 'garagesMin'),
          ],
        },
        {
          legend: tx.ui('where'),
          fields: [
            f(tx, 'zones', 'text', { required: true, hint: tx.field('zonesHint') }),
            ...(o.regionMap ? [f(tx, 'region', 'region', { hint: o.regionMap.texts.hint, map: o.regionMap })] : []),
          ],
        },
        { legend: tx.ui('you'), fields: [...person(tx, '', 'none'), f(tx, 'newsletter', 'checkbox')] },
      ];
    case 'newsletter':
      return [
        {
          fields: [
            f(tx, 'email', 'email', { required: true, autoComplete: 'email', span: 'half' }),
            f(tx, 'firstName', 'text', { autoComplete: 'given-name', span: 'half' }),
          ],
        },
      ];
    case 'testimonial':
      return [
        {
          fields: [
            f(tx, 'name', 'text', { required: true, autoComplete: 'name', span: 'half' }),
            f(tx, 'email', 'email', { required: true, autoComplete: 'email', span: 'half' }),
            f(tx, 'about', 'text', { span: 'half' }),
            f(tx, 'website', 'url', { span: 'half', autoComplete: 'url' }),
            f(tx, 'comment', 'textarea', { required: true }),
            f(tx, 'photo', 'file', { accept: 'image/jpeg,image/png,image/webp' }),
          ],
        },
      ];
    case 'job':
      return [
        {
          fields: [
            f(tx, 'firstName', 'text', { required: true, autoComplete: 'given-name', span: 'half' }),
            f(tx, 'lastName', 'text', { required: true, autoComplete: 'family-name', span: 'half' }),
            f(tx, 'email', 'email', { required: true, autoComplete: 'email', span: 'half' }),
            f(tx, 'phone', 'tel', { required: true, autoComplete: 'tel', span: 'half' }),
            f(tx, 'motivation', 'textarea', { required: true }),
            f(tx, 'cv', 'file', { accept: '.pdf,.doc,.docx,application/pdf' }),
          ],
        },
      ];
    case 'offer':
      return [
        { legend: tx.ui('bidderA'), fields: person(tx, 'a', 'required', { title: true, phone: true }) },
        {
          legend: tx.ui('bidderB'),
          fields: [
            f(tx, 'bFirstName', 'text', { span: 'half' }),
            f(tx, 'bLastName', 'text', { span: 'half' }),
            f(tx, 'bEmail', 'email', { span: 'half' }),
          ],
        },
        {
          fields: [
            f(tx, 'amount', 'number', { required: true, min: 1000, span: 'half' }),
            f(tx, 'amountWords', 'text', { required: true, hint: tx.field('amountWordsHint') }),
            f(tx, 'startDate', 'date', { required: true, span: 'half' }),
            f(tx, 'endDate', 'date', { required: true, span: 'half' }),
            f(tx, 'place', 'text', { required: true, span: 'half' }),
            f(tx, 'signDate', 'date', { required: true, span: 'half' }),
            f(tx, 'conditions', 'textarea'),
            f(tx, 'advance', 'checkbox', { required: true }),
          ],
        },
      ];
    case 'rental':
      return [
        {
          legend: tx.ui('you'),
          fields: [...person(tx, '', 'optional', { title: true, phone: true }), f(tx, 'remark', 'textarea')],
        },
        {
          legend: tx.ui('household'),
          fields: [
            count(tx, 'adults'),
            count(tx, 'children'),
            f(tx, 'childrenAges', 'text', { span: 'third', hint: tx.field('childrenAgesHint') }),
            f(tx, 'pets', 'radio', { required: true, options: opts(tx, ['none', 'yes']), span: 'half' }),
            f(tx, 'petsDescription', 'text', { span: 'half' }),
            f(tx, 'movingDate', 'date', { required: true, span: 'half' }),
            f(tx, 'movingReason', 'text', { span: 'half' }),
            f(tx, 'income1', 'number', { required: true, min: 0, span: 'half' }),
            f(tx, 'income2', 'number', { min: 0, span: 'half' }),
          ].map((s) => (s.name === 'adults' ? { ...s, required: true } : s)),
        },
        {
          legend: tx.ui('confirmations'),
          note: o.amountDueNote,
          fields: ['confirmIncome', 'confirmPersons', 'confirmDescription', 'confirmAmountDue'].map((n) =>
            f(tx, n, 'checkbox', { required: true }),
          ),
        },
      ];
  }
}
