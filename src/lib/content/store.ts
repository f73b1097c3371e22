import { isDeepStrictEqual } from 'node:util';
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/open';
import { auditLog, contentDocuments, contentVersions } from '@/db/schema';
import { newPageBody, type NewPage } from '@/domain/editor/new-page';
import { checkPages, checkSiteLanguages, ContentError, parseDocument, type Content } from './load';
import { liftLegacyLogo } from '@/domain/content/brand-schema';
import { SITE_LOCALES, type SiteLocale } from '@/domain/language/site-locales';
import { localizedText } from '@/domain/language/localized-text';
import { defaultFirst } from '@/domain/language/languages';
import { menuPageSchema, siteSchema, type MenuPage, type Site } from '@/domain/content/schema';
import { menuTree, sortsFromOrder, type MenuPlace, type MenuWhere } from '@/domain/content/menu-order';

/**
 * The site's words in the database (issue 16, docs/decisions/015-back-office.md): one document
 * for the site settings and one per menu page, each with its published state, an editor's draft
 * and its earlier published versions. Every change is checked by the same rules as the content
 * files at start-up, the whole site at once, before it is stored.
 */
export const SITE_DOC = 'site';
export const CONTENT_CHANNEL = 'vitrine_content';

export function pageDoc(id: string): string {
  return `page:${id}`;
}

/** A field the rules refused, and why (the field as a dotted path: `params.path.fr`). */
export type Problem = { doc: string; field: string; message: string };
export type Outcome = { ok: true } | { ok: false; problems: Problem[] };

export type DocumentRow = typeof contentDocuments.$inferSelect;

function problemsOf(error: ContentError): Problem[] {
  return error.all.flatMap(({ file, problems }) =>
    problems.map((line) => {
      const at = line.indexOf(': ');
      return at < 0 ? { doc: file, field: '(root)', message: line } : { doc: file, field: line.slice(0, at), message: line.slice(at + 2) };
    }),
  );
}

/** Checks one document and the site it makes with the others: the content, or the problems. */
/** The messages of zod's own checks in a language (the back office's); the rules' own stay as written. */
export type ErrorMap = z.core.$ZodErrorMap;

export function checkSet(docs: { doc: string; body: unknown }[], error?: ErrorMap): { content: Content } | { problems: Problem[] } {
  try {
    const siteDoc = docs.find((d) => d.doc === SITE_DOC);
    if (!siteDoc) return { problems: [{ doc: SITE_DOC, field: '(root)', message: 'the site settings are missing' }] };
    const site: Site = checkSiteLanguages(SITE_DOC, parseDocument(SITE_DOC, siteSchema, liftLegacyLogo(siteDoc.body), error));
    const named = docs
      .filter((d) => d.doc !== SITE_DOC)
      .map((d) => ({ doc: d.doc, page: parseDocument(d.doc, menuPageSchema, d.body, error) }))
      .sort((a, b) => a.page.sort - b.page.sort || a.page.id.localeCompare(b.page.id));
    for (const { doc, page } of named) {
      if (doc !== pageDoc(page.id)) throw new ContentError(doc, [`id: is "${page.id}"; a page keeps the id it was created with`]);
    }
    const pages: MenuPage[] = named.map((n) => n.page);
    checkPages(pages, named.map((n) => n.doc), site.languages);
    return { content: { site, pages } };
  } catch (error) {
    if (error instanceof ContentError) return { problems: problemsOf(error) };
    throw error;
  }
}

export async function documents(db: Db): Promise<DocumentRow[]> {
  return db.select().from(contentDocuments).orderBy(asc(contentDocuments.doc));
}

export async function document(db: Db, doc: string): Promise<DocumentRow | undefined> {
  return (await db.select().from(contentDocuments).where(eq(contentDocuments.doc, doc)))[0];
}

/** The published content, checked; null while the database holds none (before the first import). */
export async function publishedContent(db: Db): Promise<Content | null> {
  const rows = await db.select({ doc: contentDocuments.doc, body: contentDocuments.published }).from(contentDocuments).where(isNotNull(contentDocuments.published));
  if (!rows.length) return null;
  const checked = checkSet(rows);
  if ('problems' in checked) throw new Error(`The published content is not valid: ${checked.problems.map((p) => `${p.doc} ${p.field}: ${p.message}`).join('; ')}`);
  return checked.content;
}

/**
 * The site as it would be with the draft of `doc` published (the rest as published): what a staff
 * member previews. Null when there is no such document or the set breaks a rule.
 */
export async function previewContent(db: Db, doc: string): Promise<Content | null> {
  const row = await document(db, doc);
  const body = row?.draft ?? row?.published;
  if (body == null) return null;
  const checked = checkSet(await setWith(db, doc, body));
  return 'content' in checked ? checked.content : null;
}

async function notify(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}

async function audit(db: Db, actor: string, action: string, subject: string, detail?: string): Promise<void> {
  await db.insert(auditLog).values({ actor, action, subject, detail });
}

/** The published bodies, with `doc` replaced by `body` (null: without that document). */
async function setWith(db: Db, doc: string, body: unknown | null): Promise<{ doc: string; body: unknown }[]> {
  const rows = await db.select({ doc: contentDocuments.doc, body: contentDocuments.published }).from(contentDocuments).where(isNotNull(contentDocuments.published));
  const others = rows.filter((r) => r.doc !== doc);
  return body === null ? others : [...others, { doc, body }];
}

/**
 * Keeps an editor's draft of `doc` when it passes the rules, alone and with the published rest
 * of the site; otherwise nothing is stored and the problems say which field and why.
 */
export async function saveDraft(db: Db, doc: string, body: unknown, actor: string, error?: ErrorMap): Promise<Outcome> {
  const checked = checkSet(await setWith(db, doc, body), error);
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  await db
    .insert(contentDocuments)
    .values({ doc, draft: body, updatedBy: actor })
    .onConflictDoUpdate({ target: contentDocuments.doc, set: { draft: body, updatedAt: new Date(), updatedBy: actor } });
  await audit(db, actor, 'draft', doc);
  return { ok: true };
}

/**
 * A new page, kept as a draft (visitors see it once it is published): checked by the rules with
 * the published site. Its id, or the problems.
 */
export async function createPage(db: Db, input: NewPage, actor: string, error?: ErrorMap): Promise<{ ok: true; id: string } | { ok: false; problems: Problem[] }> {
  const existing = (await documents(db))
    .filter((r) => r.doc !== SITE_DOC)
    .map((r) => {
      const page = (r.draft ?? r.published) as MenuPage | null;
      // A page taken off the site keeps its id and name: they are never given to another (without a
      // body left, its id stands for its name too).
      const id = r.doc.slice('page:'.length);
      return { id, name: page?.name ?? id, sort: page?.sort ?? 0 };
    });
  // Its title in the languages the site shows, the default first; an address in every language the
  // build routes, so that enabling one later finds it there.
  const body = newPageBody(input, existing, await shownLanguages(db), SITE_LOCALES);
  const id = String(body.id);
  const outcome = await saveDraft(db, pageDoc(id), body, actor, error);
  return outcome.ok ? { ok: true, id } : outcome;
}

/** The languages the published site shows, its default first (the product's defaults before any is published). */
export async function shownLanguages(db: Db): Promise<SiteLocale[]> {
  const body = (await document(db, SITE_DOC))?.published as { languages?: unknown } | null | undefined;
  return defaultFirst(siteSchema.shape.languages.parse(body?.languages));
}

/** Publishes the draft of `doc` (checked again against the site as it is now), keeping a version. */
export async function publishDraft(db: Db, doc: string, actor: string, error?: ErrorMap): Promise<Outcome> {
  const row = await document(db, doc);
  if (row?.draft == null) return { ok: false, problems: [{ doc, field: '(root)', message: 'there is no draft to publish' }] };
  const checked = checkSet(await setWith(db, doc, row.draft), error);
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(contentDocuments).set({ published: row.draft, draft: null, publishedAt: now, updatedAt: now, updatedBy: actor }).where(eq(contentDocuments.doc, doc));
    await tx.insert(contentVersions).values({ doc, body: row.draft, publishedAt: now, publishedBy: actor });
    await audit(tx as unknown as Db, actor, 'publish', doc);
  });
  await notify(db);
  return { ok: true };
}

/** Takes a page off the site (its versions stay), unless another page or the menu still needs it. */
export async function unpublish(db: Db, doc: string, actor: string): Promise<Outcome> {
  if (doc === SITE_DOC) return { ok: false, problems: [{ doc, field: '(root)', message: 'the site settings cannot be taken off the site' }] };
  const checked = checkSet(await setWith(db, doc, null));
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  const now = new Date();
  await db.update(contentDocuments).set({ published: null, publishedAt: now, updatedAt: now, updatedBy: actor }).where(eq(contentDocuments.doc, doc));
  await db.insert(contentVersions).values({ doc, body: null, publishedAt: now, publishedBy: actor });
  await audit(db, actor, 'unpublish', doc);
  await notify(db);
  return { ok: true };
}

/** The published pages visitors find in a menu, titled in `locale`. */
function placesOf(rows: DocumentRow[], locale: SiteLocale): MenuPlace[] {
  return rows
    .filter((r) => r.doc !== SITE_DOC && r.published != null)
    .map((r) => r.published as MenuPage)
    .filter((page) => page.status === 'Published')
    .map((page) => ({ id: page.id, parentId: page.parentId, menu: page.menu, sort: page.sort, title: localizedText(page.params.title, locale) }));
}

/** Each page's title (its draft's, else its published one) in the staff member's language, by document. */
export async function documentTitles(db: Db, locale: SiteLocale): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const row of await documents(db)) {
    const page = (row.draft ?? row.published) as MenuPage | null;
    if (row.doc !== SITE_DOC && page?.params) titles.set(row.doc, localizedText(page.params.title, locale));
  }
  return titles;
}

/** The menu screen's pages (published, as visitors find them), titled in the staff member's language. */
export async function menuPlaces(db: Db, locale: SiteLocale): Promise<MenuPlace[]> {
  return placesOf(await documents(db), locale);
}

/**
 * A menu put in a new order on the menu screen (issue 31): `order` lists the ids of the menu's
 * pages, parents before children. Each page that moved gets its new sort number in its published
 * body (a version kept, as any publication) and in its draft, so that publishing the draft later
 * keeps the order. The whole site is checked first; a list that is not the menu as it is now (a
 * page added or taken off meanwhile) changes nothing.
 */
export async function publishMenuOrder(db: Db, where: MenuWhere, order: readonly string[], actor: string): Promise<Outcome | { ok: false; stale: true }> {
  const rows = (await documents(db)).filter((r) => r.published != null);
  const sorts = sortsFromOrder(menuTree(placesOf(rows, 'nl'), where), order);
  if (!sorts) return { ok: false, stale: true };
  const withSort = (body: unknown): unknown => (body == null ? body : { ...(body as MenuPage), sort: sorts.get((body as MenuPage).id) });
  const moved = rows.filter((r) => r.doc !== SITE_DOC && sorts.has((r.published as MenuPage).id) && sorts.get((r.published as MenuPage).id) !== (r.published as MenuPage).sort);
  if (!moved.length) return { ok: true };
  const checked = checkSet(rows.map((r) => ({ doc: r.doc, body: moved.includes(r) ? withSort(r.published) : r.published })));
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const row of moved) {
      const body = withSort(row.published);
      await tx.update(contentDocuments).set({ published: body, draft: withSort(row.draft), publishedAt: now, updatedAt: now, updatedBy: actor }).where(eq(contentDocuments.doc, row.doc));
      await tx.insert(contentVersions).values({ doc: row.doc, body, publishedAt: now, publishedBy: actor });
      await audit(tx as unknown as Db, actor, 'menu-order', row.doc, where);
    }
  });
  await notify(db);
  return { ok: true };
}

export async function discardDraft(db: Db, doc: string, actor: string): Promise<void> {
  await db.update(contentDocuments).set({ draft: null, updatedAt: new Date(), updatedBy: actor }).where(eq(contentDocuments.doc, doc));
  await audit(db, actor, 'discard', doc);
}

export async function versions(db: Db, doc: string, limit = 20): Promise<(typeof contentVersions.$inferSelect)[]> {
  return db.select().from(contentVersions).where(eq(contentVersions.doc, doc)).orderBy(desc(contentVersions.id)).limit(limit);
}

/** An earlier version becomes the draft again (checked like any draft), to be published. */
export async function restoreVersion(
  db: Db,
  doc: string,
  versionId: number,
  actor: string,
  error?: ErrorMap,
  adjust: (body: unknown) => unknown = (body) => body,
): Promise<Outcome> {
  const [version] = await db.select().from(contentVersions).where(eq(contentVersions.id, versionId));
  if (!version || version.doc !== doc || version.body == null) return { ok: false, problems: [{ doc, field: '(root)', message: 'that version does not exist' }] };
  return saveDraft(db, doc, adjust(version.body), actor, error);
}

/**
 * Replaces every document by `content` (first start, `npm run content -- import DIR`): what is
 * new or changed is published with a version; pages that `content` lacks are taken off the site.
 */
export async function importContent(db: Db, content: Content, actor: string): Promise<{ published: string[]; removed: string[] }> {
  const next = new Map<string, unknown>([[SITE_DOC, content.site], ...content.pages.map((p) => [pageDoc(p.id), p] as const)]);
  const published: string[] = [];
  const removed: string[] = [];
  await db.transaction(async (tx) => {
    const now = new Date();
    const current = new Map((await tx.select().from(contentDocuments)).map((r) => [r.doc, r.published]));
    for (const [doc, body] of next) {
      // jsonb keeps its keys in its own order: compared as values, not as text.
      if (isDeepStrictEqual(current.get(doc) ?? null, JSON.parse(JSON.stringify(body)))) continue;
      await tx
        .insert(contentDocuments)
        .values({ doc, published: body, publishedAt: now, updatedBy: actor })
        .onConflictDoUpdate({ target: contentDocuments.doc, set: { published: body, publishedAt: now, updatedAt: now, updatedBy: actor } });
      await tx.insert(contentVersions).values({ doc, body, publishedAt: now, publishedBy: actor });
      published.push(doc);
    }
    for (const [doc, body] of current) {
      if (next.has(doc) || body == null) continue;
      await tx.update(contentDocuments).set({ published: null, publishedAt: now, updatedAt: now, updatedBy: actor }).where(eq(contentDocuments.doc, doc));
      await tx.insert(contentVersions).values({ doc, body: null, publishedAt: now, publishedBy: actor });
      removed.push(doc);
    }
    if (published.length || removed.length) await tx.insert(auditLog).values({ actor, action: 'import', subject: 'content', detail: `${published.length} published, ${removed.length} removed` });
  });
  if (published.length || removed.length) await notify(db);
  return { published, removed };
}

/** True when the database holds no content yet (a new data folder or database). */
export async function contentIsEmpty(db: Db): Promise<boolean> {
  return (await db.select({ doc: contentDocuments.doc }).from(contentDocuments).limit(1)).length === 0;
}
