import type { LocalizedText, properties } from '../../../src/db/schema';
import type { Energy } from '../../../src/domain/property/property-details';
import { formatDate } from '../../../src/domain/format/dates';
import { slugify } from '../../../src/domain/property/text';
import type { Features, Listing } from './assign';
import { physical, type Physical } from './details';
import { energyGroup, labelFor, scoreForYear } from './energy';
import { asbestos, certificates, contract, financial, flood, planning, pointsOfInterest, viager } from './legal';
import { MOVING_MEDIA, photos, saleDocuments, type DocumentRow, type MediaRow } from './media';
import { jitter } from './places';
import { askingPrice } from './prices';
import { addDays, BASE_DATE, clampToBase, isoDate, type Rng } from './prng';
import { projectDef, type ProjectRow } from './projects';
import type { TextFacts } from './texts-common';
import { writeTexts } from './texts';
import { isBuilding, isResidential, WEB_ID } from './types';
import { ADJECTIVES, typeDescription } from './vocabulary';

type PropertyRow = typeof properties.$inferInsert;

export type BuiltProperty = {
  row: PropertyRow;
  /** The project building the unit belongs to (its database id is known only after insert). */
  building: { projectId: number; index: number } | null;
  texts: { locale: string; title: string; description: string }[];
  media: MediaRow[];
  documents: DocumentRow[];
};

const MARQUEES: Record<1 | 2 | 3 | 4, LocalizedText> = {
  1: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  2: { nl: 'Prijsdaling', fr: 'Baisse de prix', en: 'Price drop', de: 'Preissenkung' },
  3: { nl: 'Open huis', fr: 'Portes ouvertes', en: 'Open house', de: 'Tag der offenen Tür' },
  4: { nl: 'Exclusief', fr: 'Exclusif', en: 'Exclusive', de: 'Exklusiv' },
};

type EnergyFacts = { score: number | null; label: string | null; group: Energy | null };

function energyOf(rng: Rng, l: Listing, p: Physical): EnergyFacts {
  const { slot } = l;
  const year = p.construction?.constructionYear;
  if (!isBuilding(slot.type) || !year) return { score: null, label: null, group: null };
  if (slot.score === null || slot.place.region === 'luxembourg')
    return { score: null, label: slot.label ?? null, group: null };
  // A thorough renovation brings an old building's score near that of a younger one.
  const renovated = p.construction?.renovationYear;
  const score = slot.score ?? scoreForYear(rng, renovated ? Math.max(year, renovated - 25) : year);
  const group = energyGroup({
    rng,
    region: slot.place.region,
    score,
    living: p.living ?? 0,
    constructionYear: year,
    residential: isResidential(slot.type),
    listedAt: l.createdAt,
  });
  return { score, label: labelFor(slot.place.region, score), group };
}

function adjectiveFor(rng: Rng, l: Listing, p: Physical, score: number | null) {
  if (!isResidential(l.slot.type) || l.slot.project || rng.chance(0.2)) return undefined;
  const year = p.construction?.constructionYear ?? 0;
  const fits = ADJECTIVES.filter((a) =>
    a.key === 'renovated'
      ? Boolean(p.construction?.renovationYear)
      : a.key === 'modern'
        ? year >= 2005
        : a.key === 'energy-efficient'
          ? score !== null && score < 150
          : a.key !== 'spacious' || (p.living ?? 0) >= (l.slot.type === 'house' ? 170 : 90),
  );
  return rng.pick(fits);
}

/**
 * One listing with everything hanging off it. `twin` is the random stream of the physical
 * details when several lots must be the same house (project Welden).
 */
export function buildProperty(
  rng: Rng,
  l: Listing,
  feat: Features,
  recordFile: string,
  project?: ProjectRow,
  twin?: Rng,
): BuiltProperty {
  const { slot } = l;
  const def = slot.project ? projectDef(slot.project.key) : undefined;
  const delivery = def ? Number(def.buildings[slot.project!.building]!.delivery.slice(0, 4)) : undefined;
  const p = physical(twin ?? rng.fork('physical'), slot, delivery);
  const price = slot.project?.price ?? askingPrice(rng.fork('price'), slot, p);
  const energy = energyOf(rng.fork('energy'), l, p);
  const plan = planning(rng.fork('planning'), slot, p);
  const legal = rng.fork('legal');
  const ab = asbestos(legal, slot, p, l.createdAt);
  const fin = financial(legal, slot, p, price);
  const available =
    slot.goal === 1 && feat.availability === null && legal.chance(0.65)
      ? isoDate(addDays(BASE_DATE, legal.int(0, 100)))
      : null;

  const street = project?.street ?? rng.pick(slot.place.streets);
  const baseNumber = project ? Number(project.houseNumber) : rng.int(1, 180);
  const houseNumber =
    project && slot.type === 'house'
      ? String(baseNumber + 2 * slot.project!.lot)
      : `${baseNumber}${!project && rng.chance(0.1) ? 'A' : ''}`;
  const flat = slot.type === 'apartment' || slot.type === 'studio';
  const boxNr = flat ? String((p.level ?? 0) * 10 + rng.int(1, 4)).padStart(2, '0') : null;
  const where = project
    ? jitter(() => rng.float(), { ...slot.place, lat: project.lat!, lng: project.lng! }, 0.0004)
    : jitter(() => rng.float(), slot.place, slot.place.city === 'Deinze' ? 0.012 : 0.007);

  const facts: TextFacts = {
    type: slot.type,
    goal: slot.goal,
    noun: p.noun,
    adjective: adjectiveFor(rng.fork('adjective'), l, p, energy.score),
    city: slot.place.names,
    hub: slot.place.hub,
    hasStation: Boolean(slot.place.station),
    ...p.counts,
    living: p.living ?? undefined,
    ground: p.ground ?? undefined,
    garden: p.surfaces.garden || undefined,
    terrace: p.surfaces.terrace || undefined,
    office: p.surfaces.office,
    frontWidth: p.surfaces.frontWidth,
    level: p.level,
    lift: p.lift,
    furnished: p.furnished,
    facades: p.construction?.facades,
    constructionYear: p.construction?.constructionYear,
    renovationYear: p.construction?.renovationYear,
    isNew: p.isNew,
    heating: p.comfort?.heatingType,
    kitchen: p.comfort?.kitchen,
    glazing: p.construction?.windowGlazing,
    gardenOrientation: p.comfort?.gardenOrientation,
    terraceOrientation: p.comfort?.terraceOrientation,
    epcLabel: energy.label ?? undefined,
    epc: energy.score,
    units: p.units,
    clearHeight: p.clearHeight,
    planningZone: plan?.planningZone,
    charges: fin.chargesRenter || undefined,
    availableFrom: available ? formatDate(available) : undefined,
    takeover: Boolean(slot.takeover),
    project: def ? { name: def.name, lot: slot.project!.lot } : undefined,
    variant: { opening: rng.int(0, 3), location: rng.int(0, 2), closing: rng.int(0, 3) },
  };
  // Every title in every language (a list never shows a Dutch title among English ones); five
  // properties have no English description, so the detail's fallback to Dutch stays exercised.
  const texts = writeTexts(facts, ['nl', 'fr', 'en']);
  if (feat.noEnglish) texts.en = { ...texts.en!, description: '' };
  const webIds = [WEB_ID[slot.type], ...(p.noun.alsoWebIds ?? [])];
  const updatedAt = clampToBase(addDays(l.createdAt, rng.int(0, feat.availability ? 150 : 60)));

  const row: PropertyRow = {
    id: l.id,
    slug: slugify(texts.nl!.title),
    goal: slot.goal,
    price,
    publishPrice: feat.publishPrice,
    priceUnit: slot.project && slot.goal === 0 ? 7 : null,
    priceUnitText: null,
    marquee: feat.marquee,
    marqueeName: feat.marquee ? MARQUEES[feat.marquee] : null,
    street,
    houseNumber,
    boxNr,
    zip: slot.place.zip,
    city: slot.place.city,
    countryId: feat.noCountry ? null : slot.place.countryId,
    countryName: feat.noCountry ? null : slot.place.countryName,
    publishAddress: project ? project.publishAddress! && feat.publishAddress : feat.publishAddress,
    ...where,
    energyPerformance: energy.score,
    epcLabelText: energy.label,
    webId: WEB_ID[slot.type],
    webIds: webIds.join(','),
    typeDescription: typeDescription(p.noun),
    recordFile,
    projectId: project?.id ?? null,
    ...p.counts,
    livingSurface: p.living,
    groundSurface: p.ground,
    surfaces: p.surfaces,
    construction: p.construction,
    comfort: p.comfort,
    // A Brussels rental's ad says whether the meters are individual (the Housing Code; no draw).
    flags: slot.goal === 1 && slot.place.region === 'brussels' ? { ...p.flags, individualMeters: true } : p.flags,
    planning: plan,
    energy: energy.group,
    flood: flood(rng.fork('flood'), slot),
    asbestos: ab,
    certificates: certificates(legal, slot, p),
    financial: fin,
    viager: slot.viager ? viager(legal) : null,
    contract: contract(legal, slot),
    pointsOfInterest: pointsOfInterest(rng.fork('poi'), slot),
    availability: feat.availability,
    availableFrom: available,
    status: slot.draft ? 'draft' : 'published',
    createdAt: l.createdAt,
    updatedAt,
  };

  const media = feat.noPhotos ? [] : photos(rng.fork('photos'), slot.type);
  for (const i of feat.moving) {
    const m = MOVING_MEDIA[i]!;
    media.push({ kind: m.kind, url: m.url, name: m.name, sort: media.length });
  }
  // Sale listings mostly carry their papers; a project lot has its own floor plan (the rest is on the project).
  const docRng = rng.fork('documents');
  const docs =
    slot.goal !== 0
      ? []
      : slot.project
        ? saleDocuments(docRng, { epc: false, plan: true, flemish: false, asbestos: false })
        : docRng.chance(0.85)
          ? saleDocuments(docRng, {
              epc: energy.label !== null,
              plan: isBuilding(slot.type),
              flemish: slot.place.region === 'flanders',
              asbestos: ab !== null,
            })
          : [];

  return {
    row,
    building: slot.project && project ? { projectId: project.id, index: slot.project.building } : null,
    texts: Object.entries(texts).map(([locale, t]) => ({ locale, ...t })),
    media,
    documents: docs,
  };
}
