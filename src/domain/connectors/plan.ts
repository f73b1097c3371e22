/**
 * What one run of a connector sends to the feed (issue 30), from what the agency software answered
 * and what the site already holds from it. Pure: the run (src/lib/connectors/run.ts) fetches,
 * applies and stores.
 *
 * - A listing the software no longer shows (withdrawn, a draft) that the site never had is left
 *   out: there is nothing to take offline.
 * - The full comparison withdraws what the site shows and the software no longer lists, by
 *   sending its last record again as withdrawn. An answer without a single published listing,
 *   while the site shows some, is an outage, not the sale of the whole office: nothing is
 *   withdrawn and the run says so. (A failed or incomplete answer never reaches this point.)
 * - Fields the site cannot place are named once per run, with the number of listings.
 */
export type Kind = 'property' | 'project';
/**
 * A record made from the software's listing; `externalId`: its id there when it is not the site's (a
 * UUID); `hidden`: why the site does not show it, in the software's terms ("status prospect").
 */
export type Mapped = {
  kind: Kind;
  externalId?: string;
  record: Record<string, unknown>;
  unplaced: string[];
  hidden?: string;
};
export type Known = { kind: Kind; externalId: string; record: Record<string, unknown> };

export type Plan = {
  properties: Record<string, unknown>[];
  projects: Record<string, unknown>[];
  /** Site ids withdrawn by the comparison, per kind. */
  withdrawn: { property: number[]; project: number[] };
  warnings: string[];
  unplaced: string[];
  /** Every listing the software sent that the site does not show, with the reason (issue 42). */
  notShown: string[];
};

const keyOf = (kind: Kind, id: unknown) => `${kind}:${String(id)}`;

/** How staff find a listing in their software: its reference, its title, its id there. */
function nameOf(m: Mapped): string {
  const texts = (m.record.texts ?? {}) as Record<string, { title?: string } | undefined>;
  const title = ['nl', 'fr', 'en', 'de'].map((l) => texts[l]?.title).find(Boolean) ?? m.record.name;
  const id = m.externalId ?? String(m.record.id);
  return [m.record.reference, title, `(${m.kind} ${id})`].filter(Boolean).join(' ');
}

export function planRun(mapped: Mapped[], known: Known[], options: { full: boolean; label: string }): Plan {
  // Both sides by the site's id (the record's): the software's own id may be a UUID.
  const stored = new Map(known.map((k) => [keyOf(k.kind, k.record.id), k]));
  const plan: Plan = {
    properties: [],
    projects: [],
    withdrawn: { property: [], project: [] },
    warnings: [],
    unplaced: [],
    notShown: [],
  };
  const listed = new Set<string>();
  const counts = new Map<string, number>();
  for (const m of mapped) {
    const key = keyOf(m.kind, m.record.id);
    listed.add(key);
    if (m.record.status !== 'published')
      plan.notShown.push(`${nameOf(m)}: ${m.hidden ?? `status ${String(m.record.status)}`}`);
    if (m.record.status !== 'published' && !stored.has(key)) continue;
    (m.kind === 'project' ? plan.projects : plan.properties).push(m.record);
    for (const field of new Set(m.unplaced)) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  plan.unplaced = [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, n]) => `${field}: ${n} ${n === 1 ? 'listing' : 'listings'}`);
  if (!options.full) return plan;

  const shown = known.filter((k) => k.record.status === 'published');
  const published = mapped.filter((m) => m.record.status === 'published').length;
  if (shown.length && !published) {
    plan.warnings.push(
      `${options.label} listed no published listing while the site shows ${shown.length}: taken as an outage, nothing withdrawn`,
    );
    return plan;
  }
  for (const k of shown) {
    if (listed.has(keyOf(k.kind, k.record.id))) continue;
    const record = { ...k.record, status: 'withdrawn' };
    (k.kind === 'project' ? plan.projects : plan.properties).push(record);
    plan.withdrawn[k.kind].push(Number(k.record.id));
  }
  return plan;
}
