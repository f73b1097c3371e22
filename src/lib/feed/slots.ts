import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { appointmentSlots } from '@/db/schema';
import type { FeedProperty } from '@/domain/feed/property-record';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Stored = typeof appointmentSlots.$inferSelect;

const key = (start: Date, end: Date) => `${start.toISOString()}/${end.toISOString()}`;

/**
 * Makes a property's visit slots what the feed says, without ever dropping a booking: a slot that
 * has bookings stays when the feed leaves it out, and keeps a capacity no lower than its bookings;
 * each such refusal is returned as a line for the answer. True when something was written.
 */
export async function reconcileSlots(
  tx: Tx,
  propertyId: number,
  wanted: NonNullable<FeedProperty['slots']>,
  stored: Stored[],
  refusals: string[],
): Promise<boolean> {
  const byKey = new Map(stored.map((s) => [key(s.startsAt, s.endsAt), s]));
  const seen = new Set<string>();
  const added: (typeof appointmentSlots.$inferInsert)[] = [];
  let wrote = false;
  for (const slot of wanted) {
    const start = new Date(slot.start);
    const end = new Date(slot.end);
    const k = key(start, end);
    if (seen.has(k)) continue;
    seen.add(k);
    const current = byKey.get(k);
    if (!current) {
      added.push({ propertyId, startsAt: start, endsAt: end, capacity: slot.capacity });
    } else if (current.capacity !== slot.capacity) {
      if (slot.capacity < current.booked) {
        refusals.push(
          `properties (id ${propertyId}) slots: the slot of ${slot.start} has ${current.booked} booking(s); its capacity stays ${current.capacity} (the feed asked ${slot.capacity})`,
        );
      } else {
        await tx.update(appointmentSlots).set({ capacity: slot.capacity }).where(eq(appointmentSlots.id, current.id));
        wrote = true;
      }
    }
  }
  if (added.length) {
    await tx.insert(appointmentSlots).values(added);
    wrote = true;
  }
  const gone = stored.filter((s) => !seen.has(key(s.startsAt, s.endsAt)));
  for (const s of gone.filter((g) => g.booked > 0)) {
    refusals.push(
      `properties (id ${propertyId}) slots: the slot of ${s.startsAt.toISOString()} has ${s.booked} booking(s) and stays (the feed left it out)`,
    );
  }
  const free = gone.filter((g) => g.booked === 0).map((g) => g.id);
  if (free.length) {
    await tx.delete(appointmentSlots).where(inArray(appointmentSlots.id, free));
    wrote = true;
  }
  return wrote;
}
