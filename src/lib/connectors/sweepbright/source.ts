import 'server-only';
import { sweepBrightContact } from '@/domain/connectors/sweepbright-contact';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { connectorEvents } from '@/db/schema';
import { backoffMs } from '@/domain/ops/backoff';
import type { Mapped } from '@/domain/connectors/plan';
import { mapSweepBrightEstate } from '@/domain/connectors/sweepbright-estate';
import { env } from '@/env';
import type { PullContext, Source } from '../run';
import { sweepBrightClient, type SweepBrightSettings } from './api';
import { connectorLabel } from '@/domain/connectors/labels';
import { log } from '@/log';

/**
 * SweepBright as a connector's source (issue 30): it pushes (the webhook stores each event,
 * src/app/api/connectors/sweepbright/route.ts), so a run processes the events due: the estate is
 * read at once (its photo addresses expire), an added or updated one applied, a deleted one (or one
 * SweepBright no longer publishes) withdrawn with its units. After the run the listing's address is
 * reported back (`PUT estates/{id}/url`, not for units). An event whose estate could not be read
 * waits with back-off; the others go on. SweepBright has no list: no comparison withdraws by absence.
 */
const AT_ONCE = 100;

export function sweepBrightSource(settings: SweepBrightSettings & { siteUrl: string }, db: () => Db = getDb): Source {
  const client = sweepBrightClient(settings);
  return {
    name: 'sweepbright',
    label: connectorLabel('sweepbright'),
    compares: false,
    async pull(_since, context: PullContext) {
      const now = new Date();
      const due = await db()
        .select()
        .from(connectorEvents)
        .where(
          and(
            eq(connectorEvents.connector, 'sweepbright'),
            eq(connectorEvents.status, 'pending'),
            lte(connectorEvents.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(connectorEvents.happenedAt), asc(connectorEvents.id))
        .limit(AT_ONCE);
      // The last event of each estate decides (an update after a deletion brings it back).
      const latest = new Map(due.map((e) => [e.externalId, e]));
      const mapped: Mapped[] = [];
      const warnings: string[] = [];
      const processed = new Set<number>(due.filter((e) => latest.get(e.externalId) !== e).map((e) => e.id));
      const reported: string[] = [];
      for (const event of latest.values()) {
        try {
          const estate = event.event === 'estate-deleted' ? null : await client.estate(event.externalId);
          if (estate) {
            const uuids = [
              ['property', String(estate.id)],
              ['project', String(estate.id)],
              ...(typeof estate.project_id === 'string' ? [['project', estate.project_id]] : []),
              ...(Array.isArray(estate.properties)
                ? (estate.properties as { id?: unknown }[]).map((u) => ['property', String(u.id)])
                : []),
            ] as ['property' | 'project', string][];
            const ids = new Map<string, number>();
            for (const [kind, uuid] of uuids) ids.set(`${kind}:${uuid}`, await context.siteIdOf(kind, uuid));
            mapped.push(
              ...mapSweepBrightEstate(
                estate,
                { property: (u) => ids.get(`property:${u}`)!, project: (u) => ids.get(`project:${u}`)! },
                event.happenedAt.toISOString(),
              ),
            );
            if (typeof estate.project_id !== 'string') reported.push(event.externalId);
          } else {
            // Gone: the listing and, for a project, its units, withdrawn with their last records.
            const gone = context.listings.filter((l) => l.externalId === event.externalId);
            const projects = new Set(gone.filter((l) => l.kind === 'project').map((l) => Number(l.record.id)));
            const units = context.listings.filter(
              (l) => l.kind === 'property' && projects.has(Number(l.record.projectId)),
            );
            for (const l of [...gone, ...units])
              mapped.push({
                kind: l.kind,
                externalId: l.externalId,
                record: { ...l.record, status: 'withdrawn' },
                unplaced: [],
              });
          }
          processed.add(event.id);
        } catch (error) {
          const attempts = event.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          warnings.push(`${event.event} ${event.externalId}: ${message} (tried again later)`);
          await db()
            .update(connectorEvents)
            .set({
              attempts,
              lastError: message.slice(0, 500),
              nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
            })
            .where(eq(connectorEvents.id, event.id));
        }
      }
      return {
        mapped,
        warnings,
        done: async () => {
          for (const id of processed)
            await db()
              .update(connectorEvents)
              .set({ status: 'done', processedAt: new Date(), lastError: null })
              .where(eq(connectorEvents.id, id));
          for (const uuid of reported) {
            const listing = mapped.find((m) => m.externalId === uuid && m.record.status === 'published');
            if (!listing) continue;
            const kind = listing.kind === 'project' ? 'project' : 'property';
            await client
              .setUrl(uuid, `${settings.siteUrl}/${kind}/${String(listing.record.id)}/`)
              .catch((error: unknown) => log.error('sweepbright: a listing address was not reported', error, { uuid }));
          }
        },
      };
    },
    async deliver(lead) {
      const body = sweepBrightContact(lead);
      if (!body) return 'no-address';
      await client.contact(lead.estateExternalId, body);
      return null;
    },
  };
}

/** SweepBright as this server's settings name it (SWEEPBRIGHT_CLIENT_ID, SWEEPBRIGHT_CLIENT_SECRET), or null. */
export function configuredSweepBright(): Source | null {
  const e = env();
  if (!e.SWEEPBRIGHT_CLIENT_ID || !e.SWEEPBRIGHT_CLIENT_SECRET) return null;
  return sweepBrightSource({
    url: e.SWEEPBRIGHT_API_URL,
    clientId: e.SWEEPBRIGHT_CLIENT_ID,
    clientSecret: e.SWEEPBRIGHT_CLIENT_SECRET,
    siteUrl: e.SITE_URL,
  });
}
