import { energyLabelConflict } from '../property/energy-label';
import type { Energy, Financial, Flags, Flood, Planning } from '../property/property-details';
import { isBelgium, regionOfZip, type Region } from '../place/regions';

/**
 * What a listing's ad must say, by the region of its address (issue 42): the rules as data, each
 * with the text it comes from and the date it applies since, and where the law wants it shown
 * (`every`: every public communication, the cards and lists included; `ad`: the listing's page).
 * docs/legal-mentions.md words them for the agency. The software owns the data: a listing without a
 * mention is still shown; the office is told (the back office's legal page, the connector's run).
 * Pure.
 */
type MentionField =
  | 'texts'
  | 'price'
  | 'energyScore'
  | 'energyLabel'
  | 'energy.certificateCode'
  | 'flood.pScore'
  | 'flood.gScore'
  | 'planning.permit'
  | 'planning.planningZone'
  | 'planning.summons'
  | 'planning.preemptiveRights'
  | 'planning.allotmentPermit'
  | 'planning.heritage'
  | 'financial.chargesRenter'
  | 'financial.chargesBasis'
  | 'financial.chargesNature'
  | 'flags.individualMeters';

export type MentionRule = {
  id: string;
  region: Region;
  goals: readonly ('sale' | 'rent')[];
  field: MentionField;
  /** Whether it concerns buildings only (no EPC for a plot of land or a parking space). */
  buildings?: true;
  /** Whether it concerns only a rental with charges (how charges of 0 are computed says nothing). */
  withCharges?: true;
  where: 'every' | 'ad';
  source: string;
  since: string;
};

const VEKA = 'Energiebesluit van 19 november 2010, art. 9.2.3 (EPC in publiciteit), art. 9.2.6';
const WATER = 'Decreet integraal waterbeleid van 18 juli 2003, art. 17/3 (informatieplicht)';
const VCRO = 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.1 (informatieplicht)';
const HERITAGE = 'Onroerenderfgoeddecreet van 12 juli 2013, art. 6.4.8';
const RENT_FL = 'Vlaams Woninghuurdecreet van 9 november 2018, art. 9';
const PEB_BXL = 'COBRACE (ordonnance du 2 mai 2013), art. 2.2.13 §3 ; arrêté PEB du 17 février 2011 (publicité)';
const RENT_BXL = 'Code bruxellois du Logement, art. 218 §2';
const PEB_WAL = 'Décret PEB du 28 novembre 2013, art. 34 ; arrêté du 15 mai 2014 (publicité)';
const RENT_WAL = 'Décret wallon du 15 mars 2018 relatif au bail d’habitation, art. 3';

const both = ['sale', 'rent'] as const;

export const MENTION_RULES: readonly MentionRule[] = [
  {
    id: 'fl-epc-score',
    region: 'flanders',
    goals: both,
    field: 'energyScore',
    buildings: true,
    where: 'ad',
    source: VEKA,
    since: '2008-11-01',
  },
  {
    id: 'fl-epc-label',
    region: 'flanders',
    goals: both,
    field: 'energyLabel',
    buildings: true,
    where: 'ad',
    source: VEKA,
    since: '2019-01-01',
  },
  {
    id: 'fl-epc-code',
    region: 'flanders',
    goals: both,
    field: 'energy.certificateCode',
    buildings: true,
    where: 'ad',
    source: VEKA,
    since: '2008-11-01',
  },
  {
    id: 'fl-flood-p',
    region: 'flanders',
    goals: both,
    field: 'flood.pScore',
    where: 'ad',
    source: WATER,
    since: '2023-01-01',
  },
  {
    id: 'fl-flood-g',
    region: 'flanders',
    goals: both,
    field: 'flood.gScore',
    buildings: true,
    where: 'ad',
    source: WATER,
    since: '2023-01-01',
  },
  {
    id: 'fl-permit',
    region: 'flanders',
    goals: ['sale'],
    field: 'planning.permit',
    where: 'ad',
    source: VCRO,
    since: '2009-09-01',
  },
  {
    id: 'fl-zoning',
    region: 'flanders',
    goals: ['sale'],
    field: 'planning.planningZone',
    where: 'ad',
    source: VCRO,
    since: '2009-09-01',
  },
  {
    id: 'fl-summons',
    region: 'flanders',
    goals: ['sale'],
    field: 'planning.summons',
    where: 'ad',
    source: VCRO,
    since: '2009-09-01',
  },
  {
    id: 'fl-preemption',
    region: 'flanders',
    goals: ['sale'],
    field: 'planning.preemptiveRights',
    where: 'ad',
    source: VCRO,
    since: '2009-09-01',
  },
  {
    id: 'fl-subdivision',
    region: 'flanders',
    goals: ['sale'],
    field: 'planning.allotmentPermit',
    where: 'ad',
    source: VCRO,
    since: '2009-09-01',
  },
  {
    id: 'fl-heritage',
    region: 'flanders',
    goals: both,
    field: 'planning.heritage',
    where: 'ad',
    source: HERITAGE,
    since: '2015-01-01',
  },
  {
    id: 'fl-rent',
    region: 'flanders',
    goals: ['rent'],
    field: 'price',
    where: 'every',
    source: RENT_FL,
    since: '2019-01-01',
  },
  {
    id: 'fl-charges',
    region: 'flanders',
    goals: ['rent'],
    field: 'financial.chargesRenter',
    where: 'every',
    source: RENT_FL,
    since: '2019-01-01',
  },
  {
    id: 'bx-peb-class',
    region: 'brussels',
    goals: both,
    field: 'energyLabel',
    buildings: true,
    where: 'every',
    source: PEB_BXL,
    since: '2011-05-01',
  },
  {
    id: 'bx-rent-description',
    region: 'brussels',
    goals: ['rent'],
    field: 'texts',
    where: 'ad',
    source: RENT_BXL,
    since: '2018-01-01',
  },
  {
    id: 'bx-rent',
    region: 'brussels',
    goals: ['rent'],
    field: 'price',
    where: 'every',
    source: RENT_BXL,
    since: '2018-01-01',
  },
  {
    id: 'bx-meters',
    region: 'brussels',
    goals: ['rent'],
    field: 'flags.individualMeters',
    where: 'ad',
    source: RENT_BXL,
    since: '2018-01-01',
  },
  {
    id: 'bx-charges',
    region: 'brussels',
    goals: ['rent'],
    field: 'financial.chargesRenter',
    where: 'ad',
    source: RENT_BXL,
    since: '2018-01-01',
  },
  {
    id: 'bx-charges-basis',
    region: 'brussels',
    goals: ['rent'],
    field: 'financial.chargesBasis',
    where: 'ad',
    source: RENT_BXL,
    since: '2018-01-01',
    withCharges: true,
  },
  {
    id: 'bx-peb-rent',
    region: 'brussels',
    goals: ['rent'],
    field: 'energyScore',
    buildings: true,
    where: 'ad',
    source: RENT_BXL,
    since: '2018-01-01',
  },
  {
    id: 'wa-peb-class',
    region: 'wallonia',
    goals: both,
    field: 'energyLabel',
    buildings: true,
    where: 'ad',
    source: PEB_WAL,
    since: '2010-06-01',
  },
  {
    id: 'wa-peb-score',
    region: 'wallonia',
    goals: both,
    field: 'energyScore',
    buildings: true,
    where: 'ad',
    source: PEB_WAL,
    since: '2010-06-01',
  },
  {
    id: 'wa-rent',
    region: 'wallonia',
    goals: ['rent'],
    field: 'price',
    where: 'every',
    source: RENT_WAL,
    since: '2018-09-01',
  },
  {
    id: 'wa-charges',
    region: 'wallonia',
    goals: ['rent'],
    field: 'financial.chargesRenter',
    where: 'every',
    source: RENT_WAL,
    since: '2018-09-01',
  },
  {
    id: 'wa-charges-basis',
    region: 'wallonia',
    goals: ['rent'],
    field: 'financial.chargesBasis',
    where: 'ad',
    source: RENT_WAL,
    since: '2018-09-01',
    withCharges: true,
  },
  {
    id: 'wa-charges-nature',
    region: 'wallonia',
    goals: ['rent'],
    field: 'financial.chargesNature',
    where: 'ad',
    source: RENT_WAL,
    since: '2018-09-01',
    withCharges: true,
  },
];

/** The facts of a listing the rules look at, as stored. */
export type MentionFacts = {
  goal: 'sale' | 'rent';
  zip: string;
  countryId: number | null;
  /** The type's WebID: 4 (land) and 7 (garage, parking) are no buildings. */
  webId: number;
  hasDescription: boolean;
  price: number | null;
  publishPrice: boolean;
  energyScore: number | null;
  /** The label as the software gave it (the certificate's). */
  energyLabel: string | null;
  energy: Energy | null;
  flood: Flood | null;
  planning: Planning | null;
  financial: Financial | null;
  flags: Flags | null;
};

const NO_BUILDING = new Set([4, 7]);

function present(f: MentionFacts, field: MentionField): boolean {
  const given = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
  switch (field) {
    case 'texts':
      return f.hasDescription;
    case 'price':
      return f.price !== null && f.publishPrice;
    case 'energyScore':
      return f.energyScore !== null;
    case 'energyLabel':
      return given(f.energyLabel);
    default: {
      const [group, key] = field.split('.') as [keyof MentionFacts, string];
      return given((f[group] as Record<string, unknown> | null)?.[key]);
    }
  }
}

/** The rules that apply to a listing: its region (Belgian addresses), goal and kind. */
export function rulesFor(f: Pick<MentionFacts, 'goal' | 'zip' | 'countryId' | 'webId'>): MentionRule[] {
  const region = isBelgium(f.countryId) ? regionOfZip(f.zip) : null;
  if (!region) return [];
  return MENTION_RULES.filter(
    (r) => r.region === region && r.goals.includes(f.goal) && !(r.buildings && NO_BUILDING.has(f.webId)),
  );
}

/** Every mention the listing's ad must carry and its data lacks. */
export function missingMentions(f: MentionFacts): MentionRule[] {
  const charged = (f.financial?.chargesRenter ?? 0) > 0;
  return rulesFor(f).filter((r) => !(r.withCharges && !charged) && !present(f, r.field));
}

/**
 * A certificate's label that its score contradicts on the region's scale: the page shows the
 * certificate's, the office is told to check it (a typing error in the software, or another method).
 */
export function labelConflict(f: MentionFacts): { printed: string; fromScore: string } | null {
  return energyLabelConflict({
    countryId: f.countryId,
    zip: f.zip,
    energyPerformance: f.energyScore,
    epcLabelText: f.energyLabel,
  });
}

/** A published listing whose ad lacks a mention, or whose label its score contradicts: for the office. */
export type ListingGaps = {
  id: number;
  reference: string | null;
  title: string;
  /** The ids of the rules it breaks (MENTION_RULES). */
  rules: string[];
  conflict: { printed: string; fromScore: string } | null;
};

/** The listing's gaps, or null when its ad has everything its region requires. */
export function listingGaps(
  listing: { id: number; reference: string | null; title: string },
  facts: MentionFacts,
): ListingGaps | null {
  const rules = missingMentions(facts).map((r) => r.id);
  const conflict = labelConflict(facts);
  return rules.length || conflict ? { ...listing, rules, conflict } : null;
}
