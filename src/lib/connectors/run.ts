import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { connectorListings, connectorRuns } from '@/db/schema';
import { planRun, type Kind, type Mapped } from '@/domain/connectors/plan';
import type { LeadContact } from '@/domain/forms/definition';
import { parseFeed } from '@/domain/feed/parse-feed';
import type { ListingGaps } from '@/domain/legal/mentions';
import { legalGaps } from '@/lib/catalogue/legal-gaps';
import { announceFeed } from '@/lib/feed/announce';
import { applyFeed, type FeedSummary } from '@/lib/feed/apply';

/**
 * One run of a connector (issue 30): the agency software's listings, changed since the last good
 * run or all of them (the full comparison, at least once a day), made into the site's feed
 * records and applied as any feed is (checked, one transaction, the good records of a partial
 * feed, photos fetched, pages refreshed, demand mails). Every run is a row of connector_runs:
 * what changed, what was refused and why, what the site could not place. A failed answer applies
 * nothing; one run at a time per connector, on every server of the database.
 */
type ConnectorName = 'whise' | 'sweepbright' | 'omnicasa';

export type Source = {
  name: ConnectorName;
  /** The package's name as staff know it. */
  label: string;
  /** Whether `pull(null)` answers every listing it publishes (a full comparison can withdraw by absence). */
  compares: boolean;
  /**
   * The listings changed since `since`, or (null) every listing it publishes now. Throws on any
   * failure. `done` is called once they are applied (a pushed event is then processed).
   */
  pull(
    since: Date | null,
    context: PullContext,
  ): Promise<{ mapped: Mapped[]; warnings: string[]; done?: () => Promise<void> }>;
  /**
   * A lead handed to the software: its id for the contact (or null when it gives none); 'no-address'
   * when the software has no place for a lead like this one. Throws when the software did not take it.
   */
  deliver?(lead: Lead): Promise<string | null | 'no-address'>;
};

/** A lead as a connector sends it: the form's contact, and the software's own id of the listing it is about. */
type Lead = {
  kind: string;
  locale: string;
  payload: Record<string, unknown>;
  contact: LeadContact;
  /**
   * What the visitor asked, for the software's message field: their own words, the kind of request
   * and every field they filled that the software has no field of its own for (lead-message.ts).
   */
  message: string;
  /** The salutation the visitor chose, in their language ("Madame"), for a software with a field for it. */
  salutation?: string;
  /** The software's own id of the listing the lead is about, when the listing came from it. */
  estateExternalId?: string;
};

/**
 * What a pull may ask of the site: the listings it keeps from this software (their last records),
 * and the site's id for a listing of the software (kept, or a new one).
 */
export type PullContext = {
  listings: Known[];
  siteIdOf: (kind: Kind, externalId: string) => Promise<number>;
};
type Known = { kind: Kind; externalId: string; record: Record<string, unknown> };

export type RunResult =
  | { busy: true }
  | {
      busy: false;
      id: number;
      full: boolean;
      outcome: 'ok' | 'failed';
      summary?: FeedSummary;
      refused: string[];
      unplaced: string[];
      warnings: string[];
      notShown: string[];
      legalGaps: ListingGaps[];
      error?: string;
    };

/** The full comparison runs at least this often; the runs between ask only for changes. */
const FULL_EVERY_MS = 24 * 3_600_000;
/** Changes are asked from a little before the last good run began (clocks of two machines). */
const OVERLAP_MS = 5 * 60_000;
/** A run still "running" after this long belonged to a server that stopped. */
const STALE_MS = 15 * 60_000;

async function lastGood(db: Db, name: ConnectorName, full: boolean) {
  const [run] = await db
    .select({ startedAt: connectorRuns.startedAt })
    .from(connectorRuns)
    .where(
      and(
        eq(connectorRuns.connector, name),
        eq(connectorRuns.outcome, 'ok'),
        ...(full ? [eq(connectorRuns.full, true)] : []),
      ),
    )
    .orderBy(desc(connectorRuns.startedAt))
    .limit(1);
  return run?.startedAt ?? null;
}

/**
 * The site's id of a software's listing: the one it has, its own id when that is a number the site
 * can use and nobody else has, else a new one from connector_site_id_seq (far above feed ids).
 */
async function siteIdOf(db: Db, name: ConnectorName, known: Known[], kind: Kind, externalId: string): Promise<number> {
  const found = known.find((k) => k.kind === kind && k.externalId === externalId);
  if (found) return Number(found.record.id);
  const [row] = await db
    .select({ siteId: connectorListings.siteId })
    .from(connectorListings)
    .where(
      and(
        eq(connectorListings.connector, name),
        eq(connectorListings.kind, kind),
        eq(connectorListings.externalId, externalId),
      ),
    );
  if (row) return row.siteId;
  const [next] = (await db.execute(sql`select nextval('connector_site_id_seq')::int as id`)).rows as { id: number }[];
  return next!.id;
}

/** The site's ids of the applied records, per kind: refused ones are not the connector's yet. */
function appliedIds(summary: FeedSummary): Record<Kind, Set<number>> {
  return {
    property: new Set([...summary.created, ...summary.changed, ...summary.unchanged, ...summary.withdrawn]),
    project: new Set([...summary.projects.created, ...summary.projects.changed, ...summary.projects.unchanged]),
  };
}

async function remember(
  db: Db,
  name: ConnectorName,
  records: { kind: Kind; externalId: string; record: Record<string, unknown> }[],
) {
  for (const { kind, externalId, record } of records) {
    const values = { connector: name, kind, externalId, siteId: Number(record.id), record };
    await db
      .insert(connectorListings)
      .values(values)
      .onConflictDoUpdate({
        target: [connectorListings.connector, connectorListings.kind, connectorListings.externalId],
        set: { record, updatedAt: new Date() },
      });
  }
}

/** The properties a connector keeps on the site now (its projects and what it withdrew are not among them). */
export const publishedBy = (name: string) =>
  and(
    eq(connectorListings.connector, name),
    eq(connectorListings.kind, 'property'),
    sql`${connectorListings.record}->>'status' = 'published'`,
  );

/** The site's ids of the properties this connector keeps published. */
async function publishedIds(db: Db, name: ConnectorName): Promise<number[]> {
  const rows = await db.select({ siteId: connectorListings.siteId }).from(connectorListings).where(publishedBy(name));
  return rows.map((r) => r.siteId);
}

export async function runConnector(
  source: Source,
  options: {
    full?: boolean;
    db?: Db;
    now?: Date;
    /** What follows an applied feed (the pages, mails and files); tests look at it themselves. */
    announce?: (summary: FeedSummary) => Promise<void>;
  } = {},
): Promise<RunResult> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  await db
    .update(connectorRuns)
    .set({ outcome: 'failed', finishedAt: now, error: 'the server stopped during the run' })
    .where(
      and(
        eq(connectorRuns.connector, source.name),
        eq(connectorRuns.outcome, 'running'),
        lt(connectorRuns.startedAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
  const lastFull = await lastGood(db, source.name, true);
  const full = options.full === true || !lastFull || now.getTime() - lastFull.getTime() >= FULL_EVERY_MS;
  const lastAny = full ? null : await lastGood(db, source.name, false);
  const since = lastAny ? new Date(lastAny.getTime() - OVERLAP_MS) : null;
  // A software without a list (it pushes) is never compared: nothing is withdrawn by absence.
  const comparing = since === null && source.compares;
  const run = await db
    .insert(connectorRuns)
    .values({ connector: source.name, full: comparing, outcome: 'running', startedAt: now, since })
    .returning({ id: connectorRuns.id })
    .catch((error: unknown) => {
      // The unique index on the running run: another server (or request) is at it.
      if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505')
        return null;
      throw error;
    });
  if (!run?.[0]) return { busy: true };
  const id = run[0].id;
  const finish = (values: Partial<typeof connectorRuns.$inferInsert>) =>
    db
      .update(connectorRuns)
      .set({ finishedAt: new Date(), ...values })
      .where(eq(connectorRuns.id, id));

  try {
    const known = (await db
      .select({
        kind: connectorListings.kind,
        externalId: connectorListings.externalId,
        record: connectorListings.record,
      })
      .from(connectorListings)
      .where(eq(connectorListings.connector, source.name))) as Known[];
    const pulled = await source.pull(since, {
      listings: known,
      siteIdOf: (kind, externalId) => siteIdOf(db, source.name, known, kind, externalId),
    });
    const plan = planRun(pulled.mapped, known, { full: comparing, label: source.label });
    const warnings = [...pulled.warnings, ...plan.warnings];
    const parsed = parseFeed({ properties: plan.properties, projects: plan.projects });
    const { summary, issues } = await applyFeed(parsed.feed, parsed.issues, { db, partial: true });
    if (!summary) throw new Error(issues.map((i) => `${i.list} ${i.id ?? ''} ${i.field}: ${i.message}`).join('; '));
    const applied = appliedIds(summary);
    // The software's id of each record: a UUID for some, the site's id for others.
    const externalOf = new Map<string, string>([
      ...known.map((k): [string, string] => [`${k.kind}:${String(k.record.id)}`, k.externalId]),
      ...pulled.mapped.map((m): [string, string] => [
        `${m.kind}:${String(m.record.id)}`,
        m.externalId ?? String(m.record.id),
      ]),
    ]);
    const kept = (kind: Kind, records: Record<string, unknown>[]) =>
      records
        .filter((r) => applied[kind].has(Number(r.id)))
        .map((record) => ({
          kind,
          record,
          externalId: externalOf.get(`${kind}:${String(record.id)}`) ?? String(record.id),
        }));
    await remember(db, source.name, [...kept('project', plan.projects), ...kept('property', plan.properties)]);
    await (options.announce ?? announceFeed)(summary);
    // After the pages are refreshed: what it does (an address reported back) must find them current.
    await pulled.done?.();
    const gaps = await legalGaps({ ids: await publishedIds(db, source.name) }, db);
    await finish({
      outcome: 'ok',
      summary: summary as unknown as Record<string, unknown>,
      refused: summary.refused,
      unplaced: plan.unplaced,
      warnings,
      notShown: plan.notShown,
      legalGaps: gaps,
    });
    return {
      busy: false,
      id,
      full: comparing,
      outcome: 'ok',
      summary,
      refused: summary.refused,
      unplaced: plan.unplaced,
      warnings,
      notShown: plan.notShown,
      legalGaps: gaps,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finish({ outcome: 'failed', error: message.slice(0, 2_000) });
    return {
      busy: false,
      id,
      full: comparing,
      outcome: 'failed',
      refused: [],
      unplaced: [],
      warnings: [],
      notShown: [],
      legalGaps: [],
      error: message,
    };
  }
}
