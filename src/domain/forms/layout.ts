/**
 * The layout of a lead form, as data: which fields, in which groups, of which input type. Names are
 * typed by the form's schema (a misspelled field is a type error); the texts are looked up by the
 * page (`LeadForms.fields.{name}`, `LeadForms.options.{value}`), the choices that come from the
 * database or settings are named by their source.
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'number'
  | 'date'
  | 'url'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'checkbox'
  | 'file'
  | 'region';

/** Where a field's choices come from: fixed values (labelled by `LeadForms.options`), or the page's data. */
type ChoiceSource = readonly string[] | 'contactSlots' | 'appointmentSlots' | 'propertyTypes';

export type FieldLayout<K extends string = string> = {
  name: K;
  type: FieldType;
  required?: boolean;
  /** A key under `LeadForms.fields` shown under the label. */
  hint?: string;
  autoComplete?: string;
  choices?: ChoiceSource;
  /** A "choose…" first option with an empty value (selects). */
  chooseFirst?: boolean;
  accept?: string;
  span?: 'full' | 'half' | 'third';
  min?: number;
  max?: number;
  /** An amount whose words the browser writes, as typed, into this other field (until the visitor edits it). */
  inWords?: K;
};

/** A group's heading, a key under `LeadForms`. */
type SectionLegend = 'you' | 'criteria' | 'where' | 'bidderA' | 'bidderB' | 'household' | 'confirmations';
export type SectionLayout<K extends string = string> = {
  legend?: SectionLegend;
  /** A line under the heading from the page's data: the amount due on signing a lease. */
  note?: 'amountDue';
  fields: FieldLayout<K>[];
};

export const field = <K extends string>(
  name: K,
  type: FieldType,
  extra: Omit<FieldLayout<K>, 'name' | 'type'> = {},
): FieldLayout<K> => ({ name, type, ...extra });

type NameKey = 'title' | 'firstName' | 'lastName' | 'email' | 'phone';
type AddressKey = 'street' | 'houseNumber' | 'zip' | 'city';
type Address = 'none' | 'optional' | 'required';
type PersonKey<A extends Address> = A extends 'none' ? NameKey : NameKey | AddressKey;
type Prefixed<P extends string, K extends string> = P extends '' ? K : `${P}${Capitalize<K>}`;

/** `strict`: salutation and phone required too (an offer, a rental application); else only the name and e-mail (issue 20). */
export function person<P extends '' | 'a' = '', A extends Address = 'optional'>(
  prefix: P = '' as P,
  withAddress: A = 'optional' as A,
  strict: { title?: boolean; phone?: boolean } = {},
): FieldLayout<Prefixed<P, PersonKey<A>>>[] {
  type Name = Prefixed<P, PersonKey<A>>;
  const n = (s: NameKey | AddressKey) => (prefix ? `${prefix}${s[0]!.toUpperCase()}${s.slice(1)}` : s) as Name;
  const list = [
    field(n('title'), 'radio', { required: Boolean(strict.title), choices: ['mr', 'ms', 'miss'] }),
    field(n('firstName'), 'text', { required: true, autoComplete: 'given-name', span: 'half' }),
    field(n('lastName'), 'text', { required: true, autoComplete: 'family-name', span: 'half' }),
    field(n('email'), 'email', { required: true, autoComplete: 'email', span: 'half' }),
    field(n('phone'), 'tel', { required: Boolean(strict.phone), autoComplete: 'tel', span: 'half' }),
  ];
  if (withAddress !== 'none') {
    const required = withAddress === 'required';
    list.push(
      field(n('street'), 'text', { required, autoComplete: 'address-line1', span: 'half' }),
      field(n('houseNumber'), 'text', { required, span: 'half' }),
      field(n('zip'), 'text', { required, autoComplete: 'postal-code', span: 'half' }),
      field(n('city'), 'text', { required, autoComplete: 'address-level2', span: 'half' }),
    );
  }
  return list;
}

/** Remark, contact time slots, preferred channel, newsletter: the contact forms' tail. */
export const contactPrefs = (): FieldLayout<'remark' | 'slots' | 'device' | 'newsletter'>[] => [
  field('remark', 'textarea'),
  field('slots', 'checkboxes', { choices: 'contactSlots' }),
  field('device', 'radio', { choices: ['phone', 'email', 'whatsapp'] }),
  field('newsletter', 'checkbox'),
];

/** A count from 0 (rooms, persons). */
export const count = <K extends string>(name: K, span: FieldLayout['span'] = 'third'): FieldLayout<K> =>
  field(name, 'number', { min: 0, span });
