import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import type { SimilarCandidate } from '@/domain/property/similarity';
import { CANDIDATE_COLUMNS } from './similar';

/** A property that was online and is withdrawn, as the base of its similar properties; else null. */
export async function withdrawnProperty(id: number, db: Db = getDb()): Promise<SimilarCandidate | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select(CANDIDATE_COLUMNS)
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'withdrawn')));
  return row ?? null;
}
