import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { connectorListings, connectorRuns } from '@/db/schema';
import { publishedBy } from './run';
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
      listings: await db.$count(connectorListings, publishedBy(source.name)),
      runs: await db
        .select()
        .from(connectorRuns)
        .where(eq(connectorRuns.connector, source.name))
        .orderBy(desc(connectorRuns.startedAt))
        .limit(10),
    })),
  );
}
