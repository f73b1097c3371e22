/**
 * A lead as SweepBright's Website API takes it (`POST contacts`, `POST estates/{id}/contacts`; the
 * fields of fw4-bvba/sweepbright-api's SaveContactRequest): the person, the language, the message,
 * and for a search demand its preferences (what, for sale or to let, the price range, the rooms) and
 * the postal codes it names. SweepBright has no field for a visit's moment, the way to answer or the
 * salutation: they are in the message (issue 42). Null without an e-mail address. Pure.
 */
const TYPE: Record<number, string> = {
  1: 'house',
  2: 'apartment',
  3: 'apartment',
  4: 'land',
  6: 'commercial',
  7: 'parking',
  8: 'commercial',
  9: 'office',
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

export function sweepBrightContact(lead: {
  kind: string;
  locale: string;
  payload: Record<string, unknown>;
  contact: { name: string; email: string | null; phone?: string };
  message: string;
}): Record<string, unknown> | null {
  const p = lead.payload;
  const email = lead.contact.email;
  if (!email) return null;
  const body: Record<string, unknown> = {
    first_name: text(p.firstName) || text(p.aFirstName),
    last_name: text(p.lastName) || text(p.aLastName) || lead.contact.name,
    email,
    phone: lead.contact.phone ?? '',
    message: lead.message,
    locale: lead.locale,
  };
  if (lead.kind !== 'demand') return body;
  const types = [...new Set((Array.isArray(p.types) ? p.types : []).map((t) => TYPE[Number(t)]).filter(Boolean))];
  const preferences = Object.fromEntries(
    Object.entries({
      negotiation: p.goal === 'rent' ? 'let' : p.goal === 'sale' ? 'sale' : undefined,
      types: types.length ? types : undefined,
      min_price: whole(p.priceMin),
      max_price: whole(p.priceMax),
      min_rooms: whole(p.bedroomsMin),
    }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(preferences).length) body.preferences = preferences;
  const zones = Array.isArray(p.zoneList) ? p.zoneList : typeof p.zones === 'string' ? p.zones.split(/[,;\n]/) : [];
  const postalCodes = zones.map((z) => String(z).trim()).filter((z) => /^\d{4}$/.test(z));
  if (postalCodes.length) body.location_preference = { country: 'BE', postal_codes: postalCodes };
  return body;
}
