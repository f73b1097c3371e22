import type { ShownTiles } from '@/domain/map/site-tiles';
import type { FieldType } from '@/domain/forms/layout';

/** A field of a lead form, with its texts already translated by the page (server side). */
export type Option = { value: string; label: string };

/** The map on which a search demand's region is drawn. `points` is an ICU plural with {count}. */
export type RegionMapSpec = {
  tiles: ShownTiles;
  /** The agency's office (its settings): where the map opens. */
  home: [number, number];
  texts: {
    label: string;
    hint: string;
    addCentre: string;
    undo: string;
    clear: string;
    points: Record<'none' | 'one' | 'two' | 'other', string>;
  };
};
export type FieldSpec = {
  name: string;
  label: string;
  /** A lead form's field types (domain/forms/layout), and the password of the sign-in forms. */
  type: FieldType | 'password';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  options?: Option[];
  accept?: string;
  /** Grid width on wide screens. */
  span?: 'full' | 'half' | 'third';
  min?: number;
  max?: number;
  /** An amount: the field that receives its words as the visitor types. */
  inWords?: string;
  /** type 'region': the map to draw on. */
  map?: RegionMapSpec;
  /** type 'file': the button's text and the line shown while no file is chosen, in the page's language. */
  file?: { choose: string; none: string };
};
export type SectionSpec = { legend?: string; note?: string; fields: FieldSpec[] };

/** The texts the client form shows itself (errors, captcha, buttons). */
export type FormTexts = {
  errors: Record<string, string>;
  send: string;
  sending: string;
  required: string;
  requiredMark: string;
  privacy: string;
  captcha: string;
  captchaVerifying: string;
  captchaVerified: string;
  captchaFailed: string;
  captchaHint: string;
  honeypot: string;
};
