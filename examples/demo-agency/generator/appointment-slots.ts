/**
 * Demo appointment slots (issue 5): for every available listing, visits on the next working days
 * at 10:00, 11:00, 14:00, 15:00 and 16:00 Brussels time, 45 minutes each, one visitor per slot.
 * Generated from the day the seed runs, so a fresh demo always offers free slots.
 */
const HOURS = [10, 11, 14, 15, 16];
const DAYS = 14;
const MINUTES = 45;

/** The UTC instant of a wall-clock time in Brussels (CET or CEST, whichever applies that day). */
function brusselsTime(year: number, month: number, day: number, hour: number): Date {
  const guess = new Date(Date.UTC(year, month, day, hour));
  const part = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = Number(/GMT([+-]\d+)/.exec(part ?? '')?.[1] ?? 1);
  return new Date(guess.getTime() - offset * 3_600_000);
}

export type SlotRow = { propertyId: number; startsAt: Date; endsAt: Date; capacity: number };

export function appointmentSlotRows(propertyIds: number[], from: Date): SlotRow[] {
  const rows: SlotRow[] = [];
  for (let d = 1, made = 0; made < DAYS; d++) {
    const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + d));
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    made++;
    for (const hour of HOURS) {
      const startsAt = brusselsTime(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
      const endsAt = new Date(startsAt.getTime() + MINUTES * 60_000);
      for (const propertyId of propertyIds) rows.push({ propertyId, startsAt, endsAt, capacity: 1 });
    }
  }
  return rows;
}
