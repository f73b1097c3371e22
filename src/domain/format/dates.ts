import { numberLocale } from './number-locale';

export const SITE_TIME_ZONE = 'Europe/Brussels';

// Intl only supplies the numeric calendar parts here (no spacing or punctuation is used),
// so ICU differences do not matter; it is the one reliable source for Brussels DST rules.
const brusselsParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const DAY_MONTH_YEAR = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(d: Date | string | null | undefined): Date | null {
  if (d instanceof Date) return Number.isNaN(d.getTime()) ? null : d;
  if (typeof d !== 'string' || d.trim() === '') return null;
  const text = d.trim();
  if (DAY_MONTH_YEAR.test(text)) return parseDayMonthYear(text);
  // A bare calendar date names a day, not an instant: keep that day whatever the zone.
  const iso = ISO_DATE_ONLY.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** `d-m-yyyy` without leading zeros, as seen in Brussels. Invalid input → empty string. */
export function formatDate(d: Date | string | null | undefined): string {
  const date = toDate(d);
  if (!date) return '';
  const parts = brusselsParts.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(get('day'))}-${Number(get('month'))}-${get('year')}`;
}

/**
 * A real calendar date at 12:00 UTC, which is the same day in Brussels (UTC+1/+2),
 * so a parsed date formats back to the text it came from.
 */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(2000, 0, 1, 12));
  date.setUTCFullYear(year, month - 1, day);
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : null;
}

/** Parses `d-m-yyyy` (leading zeros allowed); rejects impossible dates such as 31-2-2026. */
export function parseDayMonthYear(text: string | null | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const year = Number(match[3]);
  if (year < 1) return null;
  return calendarDate(year, Number(match[2]), Number(match[1]));
}

const brusselsClock = new Intl.DateTimeFormat('nl-BE', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `d-m-yyyy hh:mm` as seen in Brussels (the back office's moments). Invalid input → empty string. */
export function formatDateTime(d: Date | string | null | undefined): string {
  const date = toDate(d);
  return date ? `${formatDate(date)} ${brusselsClock.format(date)}` : '';
}

/**
 * A moment as a sentence names it, in the reader's language and on the clocks of Brussels:
 * "donderdag 3 december 2026 om 14:30", "jeudi 3 décembre 2026 à 14:30", "Thursday, 3 December
 * 2026 at 14:30" (a booked visit in its mails). Invalid input → empty string.
 */
export function formatMoment(d: Date | string | null | undefined, locale: string): string {
  const date = toDate(d);
  if (!date) return '';
  return date.toLocaleString(numberLocale(locale), {
    timeZone: SITE_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  });
}
