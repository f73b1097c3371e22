import type { LocalName } from './places';
import type { TypeKey } from './types';
import type { Adjective, Noun, Orientation } from './vocabulary';

/** What the three language writers receive: the same facts and the same variant numbers. */
export type TextFacts = {
  type: TypeKey;
  goal: 0 | 1;
  noun: Noun;
  adjective?: Adjective;
  city: LocalName;
  hub: LocalName;
  hasStation: boolean;
  bedrooms: number;
  bathrooms: number;
  showerrooms: number;
  garages: number;
  parkings: number;
  floors: number;
  living?: number;
  ground?: number;
  garden?: number;
  terrace?: number;
  office?: number;
  frontWidth?: number;
  /** Storey of an apartment or studio: 0 is the ground floor. */
  level?: number;
  lift: boolean;
  furnished: boolean;
  facades?: number;
  constructionYear?: number;
  renovationYear?: number;
  isNew: boolean;
  heating?: string;
  kitchen?: string;
  glazing?: string;
  gardenOrientation?: Orientation;
  terraceOrientation?: Orientation;
  epcLabel?: string;
  epc?: number | null;
  units?: number;
  clearHeight?: number;
  planningZone?: string;
  charges?: number;
  /** d-m-yyyy */
  availableFrom?: string;
  takeover: boolean;
  project?: { name: string; lot: number };
  variant: { opening: number; location: number; closing: number };
};

export type Writer = {
  title(f: TextFacts): string;
  opening(f: TextFacts): string;
  /** What the property is (rooms, surfaces, use): may be shortened when the text is too long. */
  body(f: TextFacts): string[];
  /** Construction, heating and energy label. */
  comfort(f: TextFacts): string[];
  /** Never dropped: service charges, VAT regime of a new build, availability date. */
  essentials(f: TextFacts): string[];
  location(f: TextFacts): string;
  closing(f: TextFacts): string;
  /** Neutral sentences that lengthen a short text (a garage says little by itself). */
  filler(f: TextFacts): string[];
};

/** Shared helpers for the writers. */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Picks variant `i` of a list, wrapping around. */
export function variant<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}
