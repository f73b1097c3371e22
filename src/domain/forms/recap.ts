/**
 * The recap of a thank-you page (issue 20): what kind of request was sent and the choices that
 * shape the answer, never who sent it. Names, e-mail, phone, addresses and free text stay out, so
 * the page shows nothing a passer-by or a shared screen should not see.
 */
export type RecapLine =
  | { key: 'preferredDate'; date: string }
  | { key: 'slots'; list: string[] }
  | { key: 'device'; option: 'phone' | 'email' | 'whatsapp' }
  | { key: 'goal'; option: 'sale' | 'rent' }
  | { key: 'zones'; text: string }
  | { key: 'priceMin' | 'priceMax' | 'bedroomsMin'; amount: number }
  | { key: 'types'; count: number };

export type Payload = Record<string, unknown>;

const SLOT = /^\d\d:\d\d-\d\d:\d\d$/;
const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** A search demand: what is looked for, where, and the price and size bounds. */
export function demandRecap(payload: Payload): RecapLine[] {
  const lines: RecapLine[] = [];
  if (payload.goal === 'sale' || payload.goal === 'rent') lines.push({ key: 'goal', option: payload.goal });
  const types = Array.isArray(payload.types) ? payload.types.length : 0;
  if (types > 0) lines.push({ key: 'types', count: types });
  const zones = Array.isArray(payload.zoneList)
    ? payload.zoneList.filter((z): z is string => typeof z === 'string' && z.trim() !== '')
    : [];
  if (zones.length) lines.push({ key: 'zones', text: zones.join(', ') });
  for (const key of ['priceMin', 'priceMax', 'bedroomsMin'] as const) {
    const amount = whole(payload[key]);
    if (amount !== null) lines.push({ key, amount });
  }
  return lines;
}

/** A contact form: the times to call and the way to answer (a visit request: its preferred day first). */
export function contactRecap(payload: Payload, withDate = false): RecapLine[] {
  const lines: RecapLine[] = [];
  if (withDate && typeof payload.preferredDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(payload.preferredDate))
    lines.push({ key: 'preferredDate', date: payload.preferredDate });
  const slots = Array.isArray(payload.slots)
    ? payload.slots.filter((s): s is string => typeof s === 'string' && SLOT.test(s))
    : [];
  if (slots.length) lines.push({ key: 'slots', list: slots.map((s) => s.replace('-', ' – ')) });
  if (payload.device === 'phone' || payload.device === 'email' || payload.device === 'whatsapp')
    lines.push({ key: 'device', option: payload.device });
  return lines;
}
