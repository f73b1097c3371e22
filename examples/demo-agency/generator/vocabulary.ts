import type { LocalizedText } from '../../../src/db/schema';
import type { TypeKey } from './types';

/**
 * Words the texts are built from, with the grammar each language needs: Dutch de/het words
 * (an adjective without article is inflected only for de-words), French gender and elision.
 * The detail groups store stable English tokens (`gas-condensing`, `triple`…); the phrases
 * here are how the descriptions say them. The UI translates the same tokens for its labels.
 */
export type Noun = {
  key: string;
  type: TypeKey;
  nl: { s: string; het: boolean };
  /** "maison" + " semi-mitoyenne": adjectives go between head and qualifier; tail goes last. */
  fr: { head: string; qual?: string; tail?: string; g: 'm' | 'f' };
  en: string;
  /** Extra WebIDs for the comma list (an investment property with a shop is also commercial). */
  alsoWebIds?: number[];
};

const noun = (key: string, type: TypeKey, nl: Noun['nl'], fr: Noun['fr'], en: string, alsoWebIds?: number[]): Noun => ({
  key,
  type,
  nl,
  fr,
  en,
  alsoWebIds,
});

const NOUNS: readonly Noun[] = [
  noun(
    'terraced',
    'house',
    { s: 'rijwoning', het: false },
    { head: 'maison', qual: ' mitoyenne', g: 'f' },
    'terraced house',
  ),
  noun(
    'semi',
    'house',
    { s: 'halfopen woning', het: false },
    { head: 'maison', qual: ' semi-mitoyenne', g: 'f' },
    'semi-detached house',
  ),
  noun(
    'detached',
    'house',
    { s: 'vrijstaande woning', het: false },
    { head: 'maison', qual: ' quatre façades', g: 'f' },
    'detached house',
  ),
  noun('villa', 'house', { s: 'villa', het: false }, { head: 'villa', g: 'f' }, 'villa'),
  noun('fermette', 'house', { s: 'fermette', het: false }, { head: 'fermette', g: 'f' }, 'farmhouse'),
  noun('apartment', 'apartment', { s: 'appartement', het: true }, { head: 'appartement', g: 'm' }, 'apartment'),
  noun(
    'ground-floor',
    'apartment',
    { s: 'gelijkvloers appartement', het: true },
    { head: 'appartement', tail: ' au rez-de-chaussée', g: 'm' },
    'ground-floor apartment',
  ),
  noun('duplex', 'apartment', { s: 'duplexappartement', het: true }, { head: 'duplex', g: 'm' }, 'duplex apartment'),
  noun('penthouse', 'apartment', { s: 'penthouse', het: false }, { head: 'penthouse', g: 'm' }, 'penthouse'),
  noun('studio', 'studio', { s: 'studio', het: false }, { head: 'studio', g: 'm' }, 'studio'),
  noun('plot', 'land', { s: 'bouwgrond', het: false }, { head: 'terrain à bâtir', g: 'm' }, 'building plot'),
  noun(
    'investment',
    'investment',
    { s: 'opbrengsteigendom', het: true },
    { head: 'immeuble de rapport', g: 'm' },
    'investment property',
  ),
  noun(
    'investment-shop',
    'investment',
    { s: 'opbrengsteigendom met handelsgelijkvloers', het: true },
    { head: 'immeuble de rapport', tail: ' avec rez commercial', g: 'm' },
    'investment property with a shop',
    [6],
  ),
  noun('shop', 'commercial', { s: 'handelspand', het: true }, { head: 'surface commerciale', g: 'f' }, 'retail unit'),
  noun(
    'shop-home',
    'commercial',
    { s: 'handelspand met woonst', het: true },
    { head: 'commerce', tail: ' avec logement', g: 'm' },
    'retail unit with living quarters',
    [1],
  ),
  noun(
    'horeca',
    'commercial',
    { s: 'horecapand', het: true },
    { head: 'établissement horeca', g: 'm' },
    'hospitality venue',
  ),
  noun('warehouse', 'industrial', { s: 'magazijn', het: true }, { head: 'entrepôt', g: 'm' }, 'warehouse'),
  noun('sme-unit', 'industrial', { s: 'KMO-unit', het: false }, { head: 'unité PME', g: 'f' }, 'business unit'),
  noun('office', 'offices', { s: 'kantoorruimte', het: false }, { head: 'espace de bureaux', g: 'm' }, 'office space'),
  noun(
    'office-building',
    'offices',
    { s: 'kantoorgebouw', het: true },
    { head: 'immeuble de bureaux', g: 'm' },
    'office building',
  ),
  noun('garage-box', 'garage', { s: 'garagebox', het: false }, { head: 'box de garage', g: 'm' }, 'garage box'),
  noun(
    'parking',
    'garage',
    { s: 'autostaanplaats', het: false },
    { head: 'emplacement de parking', g: 'm' },
    'parking space',
  ),
];

export function nounsOf(type: TypeKey): Noun[] {
  return NOUNS.filter((n) => n.type === type);
}

export function nounByKey(key: string): Noun {
  const found = NOUNS.find((n) => n.key === key);
  if (!found) throw new Error(`unknown noun ${key}`);
  return found;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The subtype shown next to the type ("Halfopen woning"). */
export function typeDescription(n: Noun): LocalizedText {
  return { nl: capital(n.nl.s), fr: capital(`${n.fr.head}${n.fr.qual ?? ''}${n.fr.tail ?? ''}`), en: capital(n.en) };
}

/** Title adjectives. Dutch: [bare, inflected]; French: masculine/feminine and position. */
export type Adjective = { key: string; nl: [string, string]; fr: { m: string; f: string; pre: boolean }; en: string };

export const ADJECTIVES: readonly Adjective[] = [
  { key: 'spacious', nl: ['ruim', 'ruime'], fr: { m: 'spacieux', f: 'spacieuse', pre: true }, en: 'spacious' },
  { key: 'bright', nl: ['lichtrijk', 'lichtrijke'], fr: { m: 'lumineux', f: 'lumineuse', pre: false }, en: 'bright' },
  { key: 'charming', nl: ['charmant', 'charmante'], fr: { m: 'charmant', f: 'charmante', pre: true }, en: 'charming' },
  {
    key: 'well-kept',
    nl: ['verzorgd', 'verzorgde'],
    fr: { m: 'bien entretenu', f: 'bien entretenue', pre: false },
    en: 'well-kept',
  },
  {
    key: 'renovated',
    nl: ['gerenoveerd', 'gerenoveerde'],
    fr: { m: 'rénové', f: 'rénovée', pre: false },
    en: 'renovated',
  },
  { key: 'modern', nl: ['modern', 'moderne'], fr: { m: 'moderne', f: 'moderne', pre: false }, en: 'modern' },
  {
    key: 'energy-efficient',
    nl: ['energiezuinig', 'energiezuinige'],
    fr: { m: 'économe en énergie', f: 'économe en énergie', pre: false },
    en: 'energy-efficient',
  },
];

type Phrase = { nl: string; fr: string; en: string };

export const HEATING: Readonly<Record<string, Phrase>> = {
  'gas-condensing': {
    nl: 'een condensatieketel op aardgas',
    fr: 'une chaudière à condensation au gaz',
    en: 'a gas condensing boiler',
  },
  'heat-pump': {
    nl: 'een warmtepomp met vloerverwarming',
    fr: 'une pompe à chaleur avec chauffage par le sol',
    en: 'a heat pump with underfloor heating',
  },
  oil: {
    nl: 'centrale verwarming op stookolie',
    fr: 'un chauffage central au mazout',
    en: 'oil-fired central heating',
  },
  electric: { nl: 'elektrische verwarming', fr: 'un chauffage électrique', en: 'electric heating' },
  'collective-gas': {
    nl: 'een collectieve gasketel',
    fr: 'une chaudière collective au gaz',
    en: 'a shared gas boiler',
  },
};

export const GLAZING: Readonly<Record<string, Phrase>> = {
  double: { nl: 'dubbele beglazing', fr: 'un double vitrage', en: 'double glazing' },
  'high-efficiency': {
    nl: 'hoogrendementsbeglazing',
    fr: 'un vitrage à haut rendement',
    en: 'high-efficiency glazing',
  },
  triple: { nl: 'driedubbele beglazing', fr: 'un triple vitrage', en: 'triple glazing' },
};

/** Kitchens, without article: "met open keuken", "avec cuisine ouverte", "with an open-plan kitchen". */
export const KITCHEN: Readonly<Record<string, Phrase & { enArticle: 'a' | 'an' }>> = {
  fitted: { nl: 'ingerichte keuken', fr: 'cuisine équipée', en: 'fitted kitchen', enArticle: 'a' },
  open: { nl: 'open keuken', fr: 'cuisine ouverte', en: 'open-plan kitchen', enArticle: 'an' },
  'fully-equipped': {
    nl: 'volledig uitgeruste keuken',
    fr: 'cuisine entièrement équipée',
    en: 'fully equipped kitchen',
    enArticle: 'a',
  },
  kitchenette: { nl: 'kitchenette', fr: 'kitchenette', en: 'kitchenette', enArticle: 'a' },
};

export type Orientation = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
export const ORIENTATIONS: readonly Orientation[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

/** "zuidwestgerichte", "exposé(e) sud-ouest", "south-west-facing". */
export const ORIENTATION_WORD: Readonly<Record<Orientation, Phrase>> = {
  n: { nl: 'noord', fr: 'nord', en: 'north' },
  ne: { nl: 'noordoost', fr: 'nord-est', en: 'north-east' },
  e: { nl: 'oost', fr: 'est', en: 'east' },
  se: { nl: 'zuidoost', fr: 'sud-est', en: 'south-east' },
  s: { nl: 'zuid', fr: 'sud', en: 'south' },
  sw: { nl: 'zuidwest', fr: 'sud-ouest', en: 'south-west' },
  w: { nl: 'west', fr: 'ouest', en: 'west' },
  nw: { nl: 'noordwest', fr: 'nord-ouest', en: 'north-west' },
};

/** Tokens of the other string fields of the detail groups. */
export const ROOF_CONDITIONS = ['good', 'renewed', 'to-renovate'] as const;
export const WINDOW_FRAMES = ['pvc', 'aluminium', 'wood'] as const;
export const FLOOR_COVERINGS = ['parquet', 'tiles', 'laminate', 'natural-stone', 'polished-concrete'] as const;
export const INTERIOR = [
  'fireplace',
  'alarm',
  'built-in-wardrobes',
  'home-automation',
  'air-conditioning',
  'ventilation-d',
] as const;
export const EXTERIOR = [
  'solar-panels',
  'rainwater-tank',
  'carport',
  'garden-shed',
  'electric-gate',
  'charging-point',
] as const;
