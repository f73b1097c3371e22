import { z } from 'zod';

/**
 * The detail groups of a property (specification section 3, "Property (detail, from labels)").
 * Stored as typed JSON columns: they are read whole on the detail page and never filtered on,
 * so one column per group keeps the table readable (docs/decisions/003-property-detail-groups.md).
 */
const n = z.number().finite().nonnegative();
const yesNo = z.boolean();
const orientation = z.enum(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);

export const surfacesSchema = z
  .object({
    total: n,
    ground: n,
    living: n,
    terrace: n,
    garden: n,
    office: n,
    constructed: n,
    plotWidth: n,
    frontWidth: n,
  })
  .partial();

export const constructionSchema = z
  .object({
    constructionYear: z.number().int().min(1500).max(2100),
    renovationYear: z.number().int().min(1500).max(2100),
    facades: z.number().int().min(1).max(4),
    roofMaterial: z.string(),
    roofCondition: z.string(),
    windowGlazing: z.string(),
    windowFrame: z.string(),
    floorCovering: z.string(),
    /** The storey the unit is on (0 the ground floor, negative below it). */
    floor: z.number().int().min(-10).max(300),
    /** The state of the building as the software words it (a code such as `to-renovate`, or its text). */
    condition: z.string(),
    /** The building's style (a code such as `modern`, or its text). */
    style: z.string(),
  })
  .partial();

export const comfortSchema = z
  .object({
    heatingType: z.string(),
    kitchen: z.string(),
    interior: z.array(z.string()),
    exterior: z.array(z.string()),
    terraceOrientation: orientation,
    gardenOrientation: orientation,
    rearOrientation: orientation,
  })
  .partial();

export const flagsSchema = z
  .object({
    gas: yesNo,
    water: yesNo,
    lift: yesNo,
    cellar: yesNo,
    terrace: yesNo,
    garden: yesNo,
    garage: yesNo,
    parking: yesNo,
    attic: yesNo,
    furnished: yesNo,
    electricityConnection: yesNo,
    drainConnection: yesNo,
    /** Individual meters for water, gas and electricity (a Brussels rental's ad must say). */
    individualMeters: yesNo,
  })
  .partial();

/** Planning information (Flemish "stedenbouwkundige informatie"); judicial decision 0 no, 1 yes, 2 on request. */
export const planningSchema = z
  .object({
    permit: yesNo,
    allotmentPermit: yesNo,
    summons: yesNo,
    preemptiveRights: yesNo,
    judicialDecision: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** The zoning (bestemming, land-use designation): a code such as `residential`, or the plan's words. */
    planningZone: z.string(),
    /** An urban planning certificate (stedenbouwkundig attest) was issued. */
    urbanPlanningCertificate: yesNo,
    /** Protected heritage (beschermd erfgoed) or on the inventory. */
    heritage: yesNo,
    /** In an expropriation plan (onteigeningsplan). */
    expropriationPlan: yesNo,
    /** A legal proceeding about the property is pending. */
    pendingProceedings: yesNo,
  })
  .partial();

export const energySchema = z
  .object({
    epc: z.number().finite(),
    epcTotal: z.number().finite(),
    spec: z.string(),
    co2Emission: z.number().finite(),
    expiryDate: z.iso.date(),
    eLevel: z.number().finite(),
    certificateCode: z.string(),
    /** The buyer must renovate (Flemish renovation obligation for the building, as the software states it). */
    renovationObligation: yesNo,
  })
  .partial();

const floodScore = z.enum(['A', 'B', 'C', 'D']);
export const floodSchema = z
  .object({
    zoneName: z.string(),
    riparianZone: yesNo,
    riskAreaText: z.string(),
    gScore: floodScore,
    pScore: floodScore,
  })
  .partial();

/** The asbestos inventory certificate (asbestattest): whether there is one, its unique code, its outcome and date. */
export const asbestosSchema = z
  .object({ type: z.string(), date: z.iso.date(), certificate: yesNo, reference: z.string() })
  .partial();

/** Inspection reports and certificates: soil, electricity, gas, the fuel tank's, the as-built file. */
export const certificatesSchema = z
  .object({ ground: yesNo, electricity: yesNo, gas: yesNo, fuelTank: yesNo, asBuilt: yesNo })
  .partial();

export const financialSchema = z
  .object({
    realEstateTax: n,
    notaryFeeWithVat: n,
    notaryFeeWithoutVat: n,
    registeredRight: n,
    vatValue: n,
    vatRegime: yesNo,
    buildingVat: n,
    landPart: n,
    constructionCost: n,
    totalPrice: n,
    chargesOwner: n,
    chargesRenter: n,
    /** How the tenant's charges are paid: a flat rate, or a provision settled on the real costs. */
    chargesBasis: z.enum(['flat', 'provision']),
    /** What the charges cover and how they are computed, in the software's words. */
    chargesNature: z.string(),
    renterTotalCost: n,
    inventory: n,
    deposit: n,
    garagePrice: n,
    parkingPrice: n,
  })
  .partial();

export const viagerSchema = z
  .object({
    ages: z.array(z.number().int().min(18).max(120)),
    gender: z.array(z.enum(['m', 'f', 'x'])),
    indexedRent: n,
    survivalRent: n,
  })
  .partial();

export const contractSchema = z.object({ type: z.string(), duration: z.string() }).partial();

export const pointOfInterestSchema = z.object({
  kind: z.enum(['school', 'shop', 'transport', 'park', 'health', 'sport']),
  name: z.string(),
  distanceM: z.number().int().nonnegative(),
});

export type Surfaces = z.infer<typeof surfacesSchema>;
export type Construction = z.infer<typeof constructionSchema>;
export type Comfort = z.infer<typeof comfortSchema>;
export type Flags = z.infer<typeof flagsSchema>;
export type Planning = z.infer<typeof planningSchema>;
export type Energy = z.infer<typeof energySchema>;
export type Flood = z.infer<typeof floodSchema>;
export type Asbestos = z.infer<typeof asbestosSchema>;
export type Certificates = z.infer<typeof certificatesSchema>;
export type Financial = z.infer<typeof financialSchema>;
export type Viager = z.infer<typeof viagerSchema>;
export type Contract = z.infer<typeof contractSchema>;
export type PointOfInterest = z.infer<typeof pointOfInterestSchema>;

export const AVAILABILITY = ['sold', 'rented', 'option', 'sold-out', 'takeover'] as const;
export type Availability = (typeof AVAILABILITY)[number];
