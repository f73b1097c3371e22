import { SITE_TIME_ZONE } from './dates';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Minutes Brussels is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - instant) / 60_000;
}

/**
 * The instant of a day (`2027-03-01`) and a time (`14:30`) on the clocks of Brussels, as the agency
 * types them; null for anything else (a day that does not exist, 25:00).
 */
export function brusselsInstant(day: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const [y, m, dd] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const wall = Date.UTC(y, m - 1, dd, Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== dd) return null;
  // Twice: the offset at the first guess can differ from the one at the answer around a change of hour.
  let instant = wall - offsetMinutes(wall) * 60_000;
  instant = wall - offsetMinutes(instant) * 60_000;
  return new Date(instant);
}

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant as the clocks of Brussels show it, "2025-06-03 11:02:17" (agency software's changed-since filters). */
export function brusselsWallClock(at: Date): string {
  return wallClock.format(at);
}
