import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { projectBuildings, projects, projectTexts, properties } from '@/db/schema';
import type { FeedProject } from '@/domain/feed/project-record';
import { slugify } from '@/domain/property/text';
import { setDocuments, setPhotos } from './file-sets';
import { documentRows, mediaRows, stable, textRows } from './property-rows';
import { TEXT_LANGUAGES } from '@/domain/language/site-locales';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ProjectOutcome = { created: number[]; changed: number[]; unchanged: number[]; queued: number };

function columns(p: FeedProject) {
  const title = TEXT_LANGUAGES.map((l) => p.texts[l]?.title).find(Boolean) ?? String(p.id);
  const fixed = p.priceMin != null || p.priceMax != null;
  const name = p.name ?? title;
  return {
    slug: slugify(name).slice(0, 80),
    name,
    goal: p.goal === 'sale' ? 0 : 1,
    webId: p.type ?? null,
    street: p.address.street ?? null,
    houseNumber: p.address.houseNumber ?? null,
    zip: p.address.zip,
    city: p.address.city,
    countryId: p.address.countryId ?? 10,
    countryName: p.address.countryName ?? null,
    publishAddress: p.address.publish,
    lat: p.location?.lat ?? null,
    lng: p.location?.lng ?? null,
    status: p.status,
    priceFixed: fixed,
    ...(fixed ? { priceMin: p.priceMin ?? null, priceMax: p.priceMax ?? null } : {}),
    ...(p.technical !== undefined ? { technical: p.technical } : {}),
    ...(p.situation !== undefined ? { situation: p.situation } : {}),
    ...(p.listedAt !== undefined ? { createdAt: new Date(p.listedAt) } : {}),
    ...(p.updatedAt !== undefined ? { updatedAt: new Date(p.updatedAt) } : {}),
  };
}

/**
 * Writes the feed's projects (before the properties, which may name them as their project): the
 * row, its texts, and its photos, documents and buildings when the record sends them.
 */
export async function applyProjects(tx: Tx, records: FeedProject[], now: Date): Promise<ProjectOutcome> {
  const outcome: ProjectOutcome = { created: [], changed: [], unchanged: [], queued: 0 };
  if (!records.length) return outcome;
  const ids = records.map((p) => p.id);
  const existing = new Map((await tx.select().from(projects).where(inArray(projects.id, ids))).map((p) => [p.id, p]));
  const storedTexts = await tx.select().from(projectTexts).where(inArray(projectTexts.projectId, ids));
  const storedBuildings = await tx
    .select()
    .from(projectBuildings)
    .where(inArray(projectBuildings.projectId, ids))
    .orderBy(projectBuildings.sort);
  for (const p of records) {
    const cols = columns(p);
    const texts = textRows(p);
    const { photos } = mediaRows({ photos: p.photos, videos: undefined });
    const docs = documentRows(p);
    const buildings = p.buildings?.map((b, sort) => ({
      name: b.name,
      floors: b.floors ?? null,
      deliveryDate: b.deliveryDate ?? null,
      sort,
    }));
    const before = existing.get(p.id);
    if (!before) await tx.insert(projects).values({ id: p.id, createdAt: now, updatedAt: now, ...cols });
    // Photos and documents: compared and written by file-sets (their files may still be fetched).
    const filePhotos = photos ? await setPhotos(tx, { projectId: p.id }, photos, now) : { changed: false, queued: 0 };
    const fileDocs = docs ? await setDocuments(tx, { projectId: p.id }, docs, now) : { changed: false, queued: 0 };
    outcome.queued += filePhotos.queued + fileDocs.queued;
    if (before) {
      const was = stable({
        cols: Object.fromEntries(Object.keys(cols).map((k) => [k, (before as Record<string, unknown>)[k] ?? null])),
        texts: storedTexts
          .filter((t) => t.projectId === p.id)
          .map(({ locale, title, description }) => ({ locale, title, description }))
          .sort((a, b) => a.locale.localeCompare(b.locale)),
        buildings:
          buildings &&
          storedBuildings
            .filter((b) => b.projectId === p.id)
            .map(({ name, floors, deliveryDate, sort }) => ({ name, floors, deliveryDate, sort })),
      });
      const will = stable({ cols, texts: [...texts].sort((a, b) => a.locale.localeCompare(b.locale)), buildings });
      if (was === will && !filePhotos.changed && !fileDocs.changed) {
        outcome.unchanged.push(p.id);
        continue;
      }
      await tx
        .update(projects)
        .set({ updatedAt: now, ...cols })
        .where(eq(projects.id, p.id));
      outcome.changed.push(p.id);
    } else {
      outcome.created.push(p.id);
    }
    await tx.delete(projectTexts).where(eq(projectTexts.projectId, p.id));
    await tx.insert(projectTexts).values(texts.map((t) => ({ projectId: p.id, ...t })));
    if (buildings) {
      // The units keep their building when its name stays (the properties may not be in this feed).
      const inBuilding = await tx
        .select({ id: properties.id, name: projectBuildings.name })
        .from(properties)
        .innerJoin(projectBuildings, eq(properties.buildingId, projectBuildings.id))
        .where(eq(properties.projectId, p.id));
      await tx.update(properties).set({ buildingId: null }).where(eq(properties.projectId, p.id));
      await tx.delete(projectBuildings).where(eq(projectBuildings.projectId, p.id));
      const made = buildings.length
        ? await tx
            .insert(projectBuildings)
            .values(buildings.map((b) => ({ projectId: p.id, ...b })))
            .returning({ id: projectBuildings.id, name: projectBuildings.name })
        : [];
      for (const unit of inBuilding) {
        const same = made.find((b) => b.name === unit.name);
        if (same) await tx.update(properties).set({ buildingId: same.id }).where(eq(properties.id, unit.id));
      }
    }
  }
  return outcome;
}

/** The price range of these projects from their published units, unless the feed fixed it. */
export async function refreshProjectRanges(tx: Tx, projectIds: number[]): Promise<void> {
  const ids = [...new Set(projectIds)];
  if (!ids.length) return;
  await tx.execute(sql`
    update projects p set
      price_min = u.lo,
      price_max = u.hi
    from (
      select pr.id, min(x.price) as lo, max(x.price) as hi
      from projects pr
      left join properties x on x.project_id = pr.id and x.goal = pr.goal and x.status = 'published' and x.publish_price and x.price is not null
      where pr.id in ${ids}
      group by pr.id
    ) u
    where p.id = u.id and not p.price_fixed`);
}
