import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { connectorListings, connectorRuns } from '@/db/schema';
import { configuredSources } from './runner';

/** What the back office shows of each connector (issue 30): its last runs and how many of its listings the site shows. */
export type ConnectorView = {
  name: string;
  label: string;
  /** Whether it can compare everything (a software that pushes cannot). */
  compares: boolean;
  listings: number;
  runs: (typeof connectorRuns.$inferSelect)[];
};

export async function connectorOverview(db: Db): Promise<ConnectorView[]> {
  return Promise.all(
    configuredSources().map(async (source) => ({
      name: source.name,
      label: source.label,
      compares: source.compares,
      // The properties it keeps on the site now (its projects and what it withdrew are not counted).
      listings: await db.$count(
        connectorListings,
        and(
          eq(connectorListings.connector, source.name),
          eq(connectorListings.kind, 'property'),
          sql`${connectorListings.record}->>'status' = 'published'`,
        ),
      ),
      runs: await db
        .select()
        .from(connectorRuns)
        .where(eq(connectorRuns.connector, source.name))
        .orderBy(desc(connectorRuns.startedAt))
        .limit(10),
    })),
  );
}
