/**
 * A record's id as an address or a form carries it: the digits of a positive whole number the
 * database's integer columns hold (up to 2^31 - 1, as the feed takes: a connector's own ids start
 * at 1.5 billion), else null. Pure.
 */
const MAX_RECORD_ID = 2_147_483_647;

export function recordId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_RECORD_ID ? id : null;
}
