import { recordId } from '../edge/record-id';
/**
 * Which requests count as a visit for the owner portal: not crawlers, previews or link checkers
 * (identified by their user agent), independent of cookie consent (docs/product-decisions.md#visits).
 */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headlesschrome|pingdom|uptime|monitor|curl|wget|python-requests|httpclient|go-http-client|node-fetch|axios/i;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT.test(userAgent);
}

/** The calendar day in Brussels (yyyy-mm-dd) on which a visit counts. */
export function visitDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return parts; // en-CA formats as yyyy-mm-dd
}

/** A property id from the beacon body: a positive integer, else null. */
export function parseVisitId(value: unknown): number | null {
  const n = typeof value === 'string' ? (recordId(value) ?? NaN) : typeof value === 'number' ? value : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
