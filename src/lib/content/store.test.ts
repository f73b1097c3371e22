import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { auditLog } from '@/db/schema';
import { fixtureContent } from '@/test/data/content';
import type { MenuPage } from '@/domain/content/schema';
import { checkSet, contentIsEmpty, createPage, discardDraft, document, importContent, pageDoc, publishDraft, publishedContent, restoreVersion, saveDraft, SITE_DOC, unpublish, versions } from './store';

const files = fixtureContent();
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

const page = (id: string) => structuredClone(files.pages.find((p) => p.id === id)!) as MenuPage;

describe('the site\'s words in the database', () => {
  it('starts empty, takes the content files whole, and gives them back checked', async () => {
    expect(await contentIsEmpty(handle.db)).toBe(true);
    const first = await importContent(handle.db, files, 'test');
    expect(first.published).toHaveLength(files.pages.length + 1);
    // In menu order (sort, then id), as the menu shows them; the files come in file-name order.
    const inOrder = [...files.pages].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
    expect(await publishedContent(handle.db)).toEqual({ ...files, pages: inOrder });
    // The same files again change nothing and keep no new version.
    expect(await importContent(handle.db, files, 'test')).toEqual({ published: [], removed: [] });
    expect(await versions(handle.db, SITE_DOC)).toHaveLength(1);
  });

  it('keeps a draft apart from what visitors see, publishes it with a version, restores an earlier one', async () => {
    const site = structuredClone(files.site);
    site.banner.title = { nl: 'Nieuwe titel', fr: 'Nouveau titre', en: 'New title', public: true };
    expect(await saveDraft(handle.db, SITE_DOC, site, 'editor@test')).toEqual({ ok: true });
    expect((await publishedContent(handle.db))!.site.banner.title?.nl).toBe(files.site.banner.title?.nl);
    expect(await publishDraft(handle.db, SITE_DOC, 'editor@test')).toEqual({ ok: true });
    expect((await publishedContent(handle.db))!.site.banner.title?.fr).toBe('Nouveau titre');
    expect((await document(handle.db, SITE_DOC))!.draft).toBeNull();
    const [latest, original] = await versions(handle.db, SITE_DOC);
    expect(latest!.publishedBy).toBe('editor@test');
    expect(await restoreVersion(handle.db, SITE_DOC, original!.id, 'editor@test')).toEqual({ ok: true });
    expect(((await document(handle.db, SITE_DOC))!.draft as typeof site).banner.title?.nl).toBe(files.site.banner.title?.nl);
    await discardDraft(handle.db, SITE_DOC, 'editor@test');
    expect((await document(handle.db, SITE_DOC))!.draft).toBeNull();
    const audit = await handle.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['import', 'draft', 'publish', 'discard']));
  });

  it('refuses a draft that breaks a rule of the content files, naming the field, and stores nothing', async () => {
    const site = structuredClone(files.site) as unknown as Record<string, Record<string, unknown>>;
    site.agency!.email = 'not-an-address';
    const outcome = await saveDraft(handle.db, SITE_DOC, site, 'editor@test');
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems).toEqual([{ doc: SITE_DOC, field: 'agency.email', message: expect.any(String) }]);
    expect((await document(handle.db, SITE_DOC))!.draft).toBeNull();
  });

  it('refuses a path used twice, a language without a path, a page that keeps another id', async () => {
    const about = page('p-about');
    const twice = { ...about, params: { ...about.params, path: { ...about.params.path!, fr: page('p-services').params.path!.fr } } };
    const used = await saveDraft(handle.db, pageDoc('p-about'), twice, 'e');
    expect(!used.ok && used.problems[0]).toMatchObject({ field: 'params.path.fr', message: expect.stringContaining('already used') });
    const noEnglish = { ...about, params: { ...about.params, path: { nl: 'over-ons', fr: 'a-propos' } } };
    const missing = await saveDraft(handle.db, pageDoc('p-about'), noEnglish, 'e');
    expect(!missing.ok && missing.problems[0]!.field).toBe('params.path.en');
    const renamed = await saveDraft(handle.db, pageDoc('p-about'), { ...about, id: 'p-other' }, 'e');
    expect(!renamed.ok && renamed.problems[0]!.field).toBe('id');
  });

  it('publishes new languages with the settings, checked against every page', async () => {
    const site = structuredClone(files.site);
    site.languages = { default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: true };
    expect(await saveDraft(handle.db, SITE_DOC, site, 'editor@test')).toEqual({ ok: true });
    expect(await publishDraft(handle.db, SITE_DOC, 'editor@test')).toEqual({ ok: true });
    expect((await publishedContent(handle.db))!.site.languages).toEqual({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: true });
    const wrong = await saveDraft(handle.db, SITE_DOC, { ...site, languages: { default: 'en', enabled: ['fr'] } }, 'editor@test');
    expect(wrong).toEqual({ ok: false, problems: [{ doc: SITE_DOC, field: 'languages.default', message: 'the default language must be enabled' }] });
    expect(await saveDraft(handle.db, SITE_DOC, files.site, 'editor@test')).toEqual({ ok: true });
    expect(await publishDraft(handle.db, SITE_DOC, 'editor@test')).toEqual({ ok: true });
  });

  it('will not take off the site a page that another page hangs under, nor the settings', async () => {
    const parent = files.pages.find((p) => files.pages.some((c) => c.parentId === p.id))!;
    const outcome = await unpublish(handle.db, pageDoc(parent.id), 'e');
    expect(!outcome.ok && outcome.problems[0]!.message).toContain(`no page has the id "${parent.id}"`);
    expect((await unpublish(handle.db, SITE_DOC, 'e')).ok).toBe(false);
    const leaf = files.pages.find((p) => !p.route && !files.pages.some((c) => c.parentId === p.id) && p.parentId)!;
    expect(await unpublish(handle.db, pageDoc(leaf.id), 'e')).toEqual({ ok: true });
    expect((await publishedContent(handle.db))!.pages.some((p) => p.id === leaf.id)).toBe(false);
  });

  it('makes a new page as a draft the rules accept; an address another page has is refused with the field', async () => {
    const made = await createPage(handle.db, { titles: { nl: 'Onze kantoren', fr: 'Nos bureaux', en: 'Our offices' }, parentId: null, menu: 'main' }, 'e');
    expect(made).toEqual({ ok: true, id: 'p-onze-kantoren' });
    const row = await document(handle.db, pageDoc('p-onze-kantoren'));
    expect(row?.published).toBeNull();
    expect(row?.draft).toMatchObject({ params: { path: { nl: 'onze-kantoren', fr: 'nos-bureaux', en: 'our-offices' } } });
    expect(await publishDraft(handle.db, pageDoc('p-onze-kantoren'), 'e')).toEqual({ ok: true });
    expect((await publishedContent(handle.db))!.pages.some((p) => p.id === 'p-onze-kantoren')).toBe(true);

    // Another page called the same in Dutch gets its own id, but its address is taken.
    const twin = await createPage(handle.db, { titles: { nl: 'Onze kantoren', fr: 'Autres bureaux', en: 'Other offices' }, parentId: null, menu: 'none' }, 'e');
    expect(!twin.ok && twin.problems[0]).toMatchObject({ doc: 'page:p-onze-kantoren-2', field: 'params.path.nl' });
    expect(await document(handle.db, pageDoc('p-onze-kantoren-2'))).toBeUndefined();
  });

  it('checks a whole site without the database too', () => {
    const result = checkSet([{ doc: pageDoc('p-home'), body: files.pages[0] }]);
    expect(result).toEqual({ problems: [{ doc: SITE_DOC, field: '(root)', message: 'the site settings are missing' }] });
  });
});
