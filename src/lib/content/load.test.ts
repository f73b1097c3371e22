import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './load';
import { legacyTarget } from './legacy';
import { contentPath } from './paths';
import { CONTENT_FIXTURE, FIXTURE_AGENCY, serveFixtureContent } from '@/test/data/content';

const CONTENT = CONTENT_FIXTURE;
const HTML_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em', 'a']);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a content folder (the test agency\'s, src/test/fixtures/content)', () => {
  const { site, pages } = loadContent(CONTENT);
  const byName = (name: string) => pages.find((p) => p.name === name);

  it('loads site settings, languages and every menu page', () => {
    expect(site.agency.legalName).toBe(FIXTURE_AGENCY.legalName);
    expect(site.languages).toEqual({ default: 'nl', enabled: ['nl', 'fr', 'en'], detectFromBrowser: false });
    expect(pages.length).toBe(readdirSync(path.join(CONTENT, 'pages')).filter((f) => f.endsWith('.json')).length);
  });

  it('has the main menu, footer and unlinked pages of the specification', () => {
    const names = (menu: string) =>
      pages
        .filter((p) => p.menu === menu && p.parentId === null && p.status === 'Published')
        .sort((a, b) => a.sort - b.sort)
        .map((p) => p.name);
    expect(names('main')).toEqual([
      'for-sale', 'for-rent', 'projects', 'services', 'about', 'valuation', 'search-demand', 'reviews', 'recently-sold', 'contact', 'news',
    ]);
    expect(names('footer')).toEqual(['privacy', 'cookie-policy', 'disclaimer']);
    expect(names('none')).toEqual(['home', 'vacancies', 'abroad', 'feedback']);
    expect(byName('home')?.route).toBe('/');
    expect(pages.filter((p) => p.parentId === 'p-services').map((p) => p.name).sort()).toEqual([
      'services-management', 'services-rent', 'services-sale',
    ]);
    expect(byName('office-assistant')?.parentId).toBe('p-vacancies');
    expect(byName('careers-day')?.status).toBe('Draft');
  });

  it('gives child pages their parent path in every language', () => {
    const child = byName('services-management')!;
    expect(contentPath(pages, child, 'nl')).toBe('/onze-diensten/rentmeesterschap');
    expect(contentPath(pages, child, 'fr')).toBe('/nos-services/gestion-locative');
    expect(contentPath(pages, child, 'en')).toBe('/our-services/property-management');
    expect(contentPath(pages, byName('office-assistant')!, 'nl')).toBe('/vacatures/office-assistant');
  });

  it('redirects the original addresses of the specification to the pages that name them', () => {
    // The site answers this folder's pages (as it answers the published content).
    serveFixtureContent();
    expect(legacyTarget('/Privacy/', 'nl')).toEqual({ kind: 'content', path: '/privacy' });
    expect(legacyTarget('/Cookie-policy/', 'nl')).toEqual({ kind: 'content', path: '/cookiebeleid' });
    expect(legacyTarget('/Disclaimer/', 'nl')).toEqual({ kind: 'content', path: '/disclaimer' });
    expect(legacyTarget('/Vacatures/', 'nl')).toEqual({ kind: 'content', path: '/vacatures' });
    expect(legacyTarget('/Buitenland/', 'nl')).toEqual({ kind: 'content', path: '/buitenland' });
    expect(legacyTarget('/Wie-zijn-wij?/', 'nl')).toEqual({ kind: 'content', path: '/wie-zijn-wij' });
    expect(legacyTarget('/Diensten/', 'nl')).toEqual({ kind: 'content', path: '/onze-diensten' });
    expect(legacyTarget('/Reviews/', 'nl')).toEqual({ kind: 'content', path: '/reviews' });
    expect(legacyTarget('/Recent-verkocht/', 'nl')).toEqual({ kind: 'content', path: '/recent-verkocht' });
    expect(legacyTarget('/feed-back', 'nl')).toEqual({ kind: 'content', path: '/feedback' });
    expect(legacyTarget('/Nieuwbouw/', 'nl')).toEqual({ kind: 'route', route: '/projects' });
  });

  it('has the external news entry as a redirect per language', () => {
    const news = byName('news')!;
    expect(news.params.redirect).toBe(true);
    expect(news.params.redirectUrl).toEqual({ nl: 'https://news.example.org/nl/', fr: 'https://news.example.org/fr/', en: 'https://news.example.org/en/' });
  });

  it('gives every content page a title and simple HTML in each language, and every module a relation', () => {
    for (const page of pages.filter((p) => !p.params.redirect)) {
      for (const locale of ['nl', 'fr', 'en'] as const) {
        const where = `${page.name}.${locale}`;
        expect(page.params.title[locale], where).not.toBe('');
        const html = page.params.content?.[locale] ?? '';
        for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/g)) expect(HTML_TAGS.has(tag!), `${where} <${tag}>`).toBe(true);
      }
      for (const item of page.params.modules) expect(item.relations.length, `${page.name} ${item.id}`).toBeGreaterThan(0);
    }
  });

  it('builds the home page and the listing pages from modules', () => {
    const relations = (name: string) => byName(name)!.params.modules.flatMap((m) => m.relations.map((r) => r.type));
    expect(relations('home')).toEqual(['article', 'property-list', 'project-list', 'testimonials', 'contact']);
    expect(byName('home')!.params.modules.find((m) => m.id === 'home-spotlight')?.maxItems).toBe(4);
    expect(byName('home')!.params.modules.find((m) => m.id === 'home-testimonials')).toMatchObject({ maxItems: 40, numberItemOfRow: 1, view: 'slider-view' });
    expect(relations('reviews')).toEqual(['testimonials']);
    expect(relations('recently-sold')).toEqual(['property-list']);
    expect(relations('services')).toEqual(['category']);
  });
});

describe('a broken content file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of content/ in a temporary directory, broken by `mutate`. */
  function brokenCopy(mutate: (dir: string) => void): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-content-'));
    dirs.push(dir);
    cpSync(CONTENT, dir, { recursive: true });
    mutate(dir);
    return dir;
  }

  /** The file of the page called `name`, relative to the content directory ("pages/91-privacy.json"). */
  function pageFile(dir: string, name: string): string {
    const file = readdirSync(path.join(dir, 'pages')).find(
      (f) => f.endsWith('.json') && JSON.parse(readFileSync(path.join(dir, 'pages', f), 'utf8')).name === name,
    );
    if (!file) throw new Error(`no page called ${name}`);
    return `pages/${file}`;
  }

  function edit(dir: string, file: string, change: (json: Json) => void): void {
    const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
    change(json);
    writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  }

  function editPage(dir: string, name: string, change: (json: Json) => void): string {
    const file = pageFile(dir, name);
    edit(dir, file, change);
    return file;
  }

  function failure(dir: string): ContentError {
    try {
      loadContent(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return error as ContentError;
    }
    throw new Error('expected loadContent to fail');
  }

  /** Asserts the error names the file, and lists exactly the given problems. */
  function expectProblems(error: ContentError, dir: string, file: string, problems: string[]): void {
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.message).toContain(file);
    expect(error.problems).toEqual(problems);
    for (const problem of problems) expect(error.message).toContain(`  - ${problem}`);
  }

  it('is a copy that loads before it is broken', () => {
    const dir = brokenCopy(() => {});
    expect(loadContent(dir).pages.length).toBe(loadContent(CONTENT).pages.length);
  });

  it('reports invalid JSON with the file name', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = pageFile(d, 'services-sale');
      writeFileSync(path.join(d, file), '{ "id": "p-services-sale", ');
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.message).toContain(file);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^not readable JSON: /);
  });

  it('reports a missing required field with its path', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'privacy', (page) => delete page.params.title.fr);
    });
    expectProblems(failure(dir), dir, file, ['params.title.fr: is required because fr is enabled']);
  });

  it('reports an invalid e-mail address in site.json', () => {
    const dir = brokenCopy((d) => edit(d, 'site.json', (site) => (site.agency.email = 'not-an-email')));
    expectProblems(failure(dir), dir, 'site.json', ['agency.email: must be an e-mail address, like info@agency.be']);
  });

  it('reports a map tile address without {z}', () => {
    const dir = brokenCopy((d) =>
      edit(d, 'site.json', (site) => (site.map.tileUrl = 'https://tile.openstreetmap.org/tiles.png')),
    );
    expectProblems(failure(dir), dir, 'site.json', ['map.tileUrl: must be an http or https address with {z}, {x} and {y}']);
  });

  it('reports a default language that is not enabled', () => {
    const dir = brokenCopy((d) => edit(d, 'site.json', (site) => (site.languages = { default: 'en', enabled: ['nl', 'fr'] })));
    expectProblems(failure(dir), dir, 'site.json', ['languages.default: the default language must be enabled']);
  });

  it('reports a language the build does not route', () => {
    const dir = brokenCopy((d) => edit(d, 'site.json', (site) => site.languages.enabled.push('es')));
    const error = failure(dir);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^languages\.enabled\.3: /);
  });

  it('reports an enabled language that a content page has no path for, and not a disabled one', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'privacy', (page) => delete page.params.path.en);
    });
    expectProblems(failure(dir), dir, file, ['params.path.en: is required because en is enabled']);
    edit(dir, 'site.json', (site) => (site.languages = { default: 'fr', enabled: ['fr', 'nl'] }));
    const { site, pages } = loadContent(dir);
    expect(site.languages).toEqual({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: false });
    expect(pages.find((p) => p.name === 'privacy')?.params.path).toEqual({ nl: 'privacy', fr: 'vie-privee' });
  });

  describe("a folder's routing.json (from before the languages were site settings)", () => {
    const systemPaths = JSON.parse(readFileSync(path.join(process.cwd(), 'src/i18n/system-paths.json'), 'utf8')) as Json;
    const french = { languages: { default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: true }, paths: systemPaths };

    it("gives site.json its languages when site.json names none: a French default is no longer refused", () => {
      const dir = brokenCopy((d) => {
        edit(d, 'site.json', (site) => delete site.languages);
        writeFileSync(path.join(d, 'routing.json'), JSON.stringify(french));
      });
      expect(loadContent(dir).site.languages).toEqual({ default: 'fr', enabled: ['fr', 'nl'], detectFromBrowser: true });
    });

    it("gives way to site.json's own languages", () => {
      const dir = brokenCopy((d) => writeFileSync(path.join(d, 'routing.json'), JSON.stringify(french)));
      expect(loadContent(dir).site.languages.default).toBe('nl');
    });

    it('is checked like site.json: a default language that is not enabled', () => {
      const dir = brokenCopy((d) => {
        edit(d, 'site.json', (site) => delete site.languages);
        writeFileSync(path.join(d, 'routing.json'), JSON.stringify({ ...french, languages: { default: 'en', enabled: ['fr'] } }));
      });
      expectProblems(failure(dir), dir, 'site.json', ['languages.default: the default language must be enabled']);
    });

    it('is refused when its system paths are not the build\'s', () => {
      const paths = { ...systemPaths, thankYou: { ...systemPaths.thankYou, fr: 'remerciements' } };
      const dir = brokenCopy((d) => writeFileSync(path.join(d, 'routing.json'), JSON.stringify({ ...french, paths })));
      expectProblems(failure(dir), dir, 'routing.json', [
        'paths: differ from the system paths the site was built with (src/i18n/system-paths.json); change them there and rebuild, or leave them out',
      ]);
    });
  });

  it('reports a parent that does not exist', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'office-assistant', (page) => (page.parentId = 'p-jobs'));
    });
    expectProblems(failure(dir), dir, file, ['parentId: no page has the id "p-jobs"']);
  });

  it('reports two pages with the same path in one language', () => {
    let first = '';
    let second = '';
    const dir = brokenCopy((d) => {
      first = pageFile(d, 'reviews');
      second = editPage(d, 'feedback', (page) => (page.params.path.fr = 'avis'));
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, second)));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^params\.path\.fr: "avis" is already used by /);
    expect(error.problems[0]).toContain(path.relative(process.cwd(), path.join(dir, first)));
  });

  it('accepts the same path under different parents', () => {
    const dir = brokenCopy((d) => editPage(d, 'office-assistant', (page) => (page.params.path.nl = 'verkoop')));
    expect(() => loadContent(dir)).not.toThrow();
  });

  it('reports a duplicate id', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'feedback', (page) => (page.id = 'p-privacy'));
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.problems[0]).toMatch(/^id: "p-privacy" is already used by .*pages[\\/]91-privacy\.json$/);
  });

  it('reports a content page without params.path', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'disclaimer', (page) => delete page.params.path);
    });
    expectProblems(failure(dir), dir, file, ['params.path: is required for a content page']);
  });

  it('reports a redirect page without redirectUrl', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'news', (page) => delete page.params.redirectUrl);
    });
    expectProblems(failure(dir), dir, file, ['params.redirectUrl: is required when redirect is true']);
  });

  it('reports a redirect address that is not an absolute http(s) URL', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'news', (page) => (page.params.redirectUrl.en = 'www.ipi.be/en'));
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^params\.redirectUrl\.en: /);
  });

  it.each([
    ['a slash', 'privacy/policy'],
    ['uppercase letters', 'Privacy'],
    ['a space', 'privacy policy'],
  ])('reports a path segment with %s', (_, segment) => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'privacy', (page) => (page.params.path.nl = segment));
    });
    expectProblems(failure(dir), dir, file, [
      'params.path.nl: must be lowercase letters, digits and dashes, without slashes',
    ]);
  });

  it('reports every problem of one file at once', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'abroad', (page) => {
        page.params.title.en = '';
        page.menu = 'sidebar';
      });
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('params.title.en: ');
    expect(error.message).toContain('menu: ');
  });
  it('reports parents that form a loop', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      editPage(d, 'vacancies', (page) => (page.parentId = 'p-office-assistant'));
      file = pageFile(d, 'office-assistant');
    });
    const error = failure(dir);
    expect(error.problems).toEqual(['parentId: the parents of this page form a loop']);
    expect([file, pageFile(dir, 'vacancies')].map((f) => path.relative(process.cwd(), path.join(dir, f)))).toContain(error.file);
  });

  it('reports a content path that is the address of an application page', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'abroad', (page) => (page.params.path.nl = 'te-koop'));
    });
    expectProblems(failure(dir), dir, file, ['params.path.nl: "te-koop" is the address of an application page']);
  });

  it('reports an empty title', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'abroad', (page) => (page.params.title.fr = ''));
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.problems[0]).toMatch(/^params\.title\.fr: /);
  });

  it('reports an unknown status instead of silently hiding the page', () => {
    let file = '';
    const dir = brokenCopy((d) => {
      file = editPage(d, 'abroad', (page) => (page.status = 'published'));
    });
    const error = failure(dir);
    expect(error.file).toBe(path.relative(process.cwd(), path.join(dir, file)));
    expect(error.problems[0]).toMatch(/^status: /);
  });
});
