/**
 * Which surface a property's figures are, by its type (the feed's WebID): a home's is its living
 * area, an office's or a warehouse's its floor area, a plot of land its plot, a parking space or a
 * garage just its area. A card or a key fact never calls a garage's square metres "living area".
 *
 * WebIDs of the agency's software: 1 house, 2 apartment, 3 studio, 4 land, 5 investment property,
 * 6 commercial, 7 garage/parking, 8 industrial (warehouse), 9 offices.
 */
export type SurfaceKind = 'living' | 'floor' | 'plot' | 'area';

const LIVING = new Set([1, 2, 3, 5]);
const FLOOR = new Set([6, 8, 9]);
const LAND = 4;
const PARKING = 7;

export type SurfaceFact = { kind: SurfaceKind; value: number };

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The surfaces to show, named for the type, most telling first (a card shows the first one).
 * `living` is the feed's built surface, `ground` its plot. An unknown type names its built
 * surface plainly ("area"), never "living area".
 */
export function surfaceFacts(
  webId: number | null | undefined,
  living: number | null | undefined,
  ground: number | null | undefined,
): SurfaceFact[] {
  const facts: SurfaceFact[] = [];
  if (webId === LAND) {
    const plot = usable(ground) ? ground : usable(living) ? living : null;
    return plot === null ? [] : [{ kind: 'plot', value: plot }];
  }
  if (webId === PARKING) {
    const area = usable(living) ? living : usable(ground) ? ground : null;
    return area === null ? [] : [{ kind: 'area', value: area }];
  }
  const built = builtSurfaceKind(webId);
  if (usable(living)) facts.push({ kind: built, value: living });
  if (usable(ground)) facts.push({ kind: 'plot', value: ground });
  return facts;
}

/**
 * The name of the built surface for a type, where the details list it row by row: living area
 * for homes, floor area for offices, shops and warehouses, plain area for anything else (a
 * garage, land, an unknown type).
 */
export function builtSurfaceKind(webId: number | null | undefined): 'living' | 'floor' | 'area' {
  if (webId != null && LIVING.has(webId)) return 'living';
  if (webId != null && FLOOR.has(webId)) return 'floor';
  return 'area';
}
