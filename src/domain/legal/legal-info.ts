import { isRenovationObligation, type EnergyLabel } from '../property/energy-label';
import type { Flood, Planning } from '../property/property-details';

/**
 * Belgian legal information on a listing. Flemish law (Omzendbrief / Vlaamse Codex Ruimtelijke
 * Ordening art. 5.2.1, Water Code art. 129) requires planning and flood information in every
 * advertisement; the real-estate profession abbreviates the planning facts in a standard way.
 */

/** The flood symbol must accompany a listing whose plot (P) or building (G) score is D. */
export function showsFloodSymbol(flood: Flood | null | undefined): boolean {
  return flood?.pScore === 'D' || flood?.gScore === 'D';
}

/** The listing is in a flood risk area: P- or G-score C or D ("mogelijk" or "effectief" flood-prone). */
export function inFloodRiskArea(flood: Flood | null | undefined): boolean {
  return ['C', 'D'].includes(flood?.pScore ?? '') || ['C', 'D'].includes(flood?.gScore ?? '');
}

// Only the zone whose abbreviation is standard across Flemish listings; others are written out.
const ZONE_ABBREVIATION: Readonly<Record<string, string>> = { woongebied: 'Wg', residential: 'Wg' };

/**
 * The standard Flemish abbreviations of the planning facts that are known, in the usual order:
 * permit (Vg / Gvg), residential zone (Wg), summons (Dv / Gdv), pre-emptive right (Vkr / Gvkr), allotment
 * permit (Vkl / Gvkl). Unknown facts produce no abbreviation rather than a guess.
 */
export function planningAbbreviations(planning: Planning | null | undefined): string[] {
  if (!planning) return [];
  const out: string[] = [];
  const pair = (value: boolean | undefined, yes: string, no: string) => {
    if (value === true) out.push(yes);
    else if (value === false) out.push(no);
  };
  pair(planning.permit, 'Vg', 'Gvg');
  const zone = planning.planningZone && ZONE_ABBREVIATION[planning.planningZone.trim().toLowerCase()];
  if (zone) out.push(zone);
  pair(planning.summons, 'Dv', 'Gdv');
  pair(planning.preemptiveRights, 'Vkr', 'Gvkr');
  pair(planning.allotmentPermit, 'Vkl', 'Gvkl');
  return out;
}

/** The zones a connector names by code (Whise's GroundDestination, SweepBright's land use), messages' PropertyValues.planningZone. */
const ZONE_CODE_LIST = new Set([
  'residential',
  'residential-rural',
  'agricultural',
  'industrial',
  'economic-activity',
  'extraction',
  'reserve',
  'forest',
  'day-leisure',
  'stay-leisure',
  'mixed-residential',
  'nature',
  'park',
  'residential-valuable',
  'residential-park',
  'residential-extension',
  'green-belt',
  'nature-reserve',
  'agricultural-valuable',
  'urban-development',
]);

const ZONE_CODES: Record<string, string> = {
  woongebied: 'residential',
  'woongebied met landelijk karakter': 'residential-rural',
  'agrarisch gebied': 'agricultural',
  industriegebied: 'industrial',
};

/** Message code of a Flemish planning zone as the agency types it (or as a code), or null when it is not a known zone. */
export function planningZoneCode(zone: string | null | undefined): string | null {
  const key = zone?.trim().toLowerCase();
  if (!key) return null;
  // A connector stores a code (`day-leisure`): the page words it.
  return ZONE_CODES[key] ?? (ZONE_CODE_LIST.has(key) ? key : null);
}

const FLOOD_WORDING: Record<string, string> = {
  'niet in overstromingsgevoelig gebied': 'not-flood-prone',
  'mogelijk overstromingsgevoelig gebied': 'possibly-flood-prone',
  'effectief overstromingsgevoelig gebied': 'effectively-flood-prone',
  'gelegen in een risicozone voor overstromingen': 'in-risk-zone',
  'niet gelegen in een risicozone voor overstromingen': 'not-in-risk-zone',
};
/** The flood codes a connector stores itself (domain/connectors): the wordings' and Whise's flood area. */
const FLOOD_CODES = new Set([...Object.values(FLOOD_WORDING), 'delimited-flood-area']);

/** Message code of the Flemish flood-zone wording (or of a stored code), or null when it is neither. */
export function floodTextCode(text: string | null | undefined): string | null {
  const key = text?.trim().toLowerCase();
  if (!key) return null;
  return FLOOD_WORDING[key] ?? (FLOOD_CODES.has(key) ? key : null);
}

/**
 * The renovation obligation (specification section 9): a residential or other building bought
 * in Flanders with label E or F must reach label D or better within five years (six in
 * the older reading; we quote the law in force since 2023, five). It concerns buyers, so only
 * sale listings on the Flemish scale show it; Brussels and Wallonia have no such rule in force.
 */
export function showsRenovationNotice(goal: number, energy: EnergyLabel | null | undefined): boolean {
  return goal === 0 && energy?.scale === 'flanders' && isRenovationObligation(energy);
}
