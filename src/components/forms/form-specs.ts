import type { FieldLayout, SectionLayout } from '@/domain/forms/layout';
import { LEAD_FORMS, type FormKind } from '@/domain/forms/registry';
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
  /** Hints written from the settings (the places of the agency's region), by hint key. */
  hints?: Record<string, string>;
};

function choices(tx: SpecTexts, o: SpecOptions, l: FieldLayout): Option[] | undefined {
  const first = l.chooseFirst ? [{ value: '', label: tx.option('choose') }] : [];
  if (l.choices === undefined) return undefined;
  if (l.choices === 'contactSlots') return (o.slots ?? []).map((s) => ({ value: s, label: s.replace('-', ' – ') }));
  if (l.choices === 'appointmentSlots') return [...first, ...(o.appointmentSlots ?? [])];
  if (l.choices === 'propertyTypes') return [...first, ...(o.propertyTypes ?? [])];
  return [...first, ...l.choices.map((v) => ({ value: v, label: tx.option(v) }))];
}

/** One field of a form's layout with its texts and choices; null for a map the page does not have. */
function fieldSpec(tx: SpecTexts, o: SpecOptions, l: FieldLayout): FieldSpec | null {
  const { name, type, required, autoComplete, accept, span, min, max, inWords } = l;
  const spec: FieldSpec = { name, label: tx.field(name), type, required, autoComplete, accept, span, min, max };
  if (inWords) spec.inWords = inWords;
  const options = choices(tx, o, l);
  if (options) spec.options = options;
  if (l.hint) spec.hint = o.hints?.[l.hint] ?? tx.field(l.hint);
  if (l.type === 'file') spec.file = { choose: tx.ui('chooseFile'), none: tx.ui('noFile') };
  if (l.type === 'region') {
    if (!o.regionMap) return null;
    spec.hint = o.regionMap.texts.hint;
    spec.map = o.regionMap;
  }
  return spec;
}

const sectionSpec = (tx: SpecTexts, o: SpecOptions, s: SectionLayout): SectionSpec => ({
  ...(s.legend ? { legend: tx.ui(s.legend) } : {}),
  ...(s.note === 'amountDue' ? { note: o.amountDueNote } : {}),
  fields: s.fields.map((l) => fieldSpec(tx, o, l)).filter((f): f is FieldSpec => f !== null),
});

/** The fields of a form, grouped, from its layout (src/domain/forms/lead-forms/); the schema decides what is valid. */
export function formSections(kind: FormKind, tx: SpecTexts, o: SpecOptions = {}): SectionSpec[] {
  return LEAD_FORMS[kind].layout.map((s) => sectionSpec(tx, o, s));
}
