import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../scripts/lib/demo-step';
import { sanitizeSvg } from '@/domain/brand/svg';
import { loadContent } from '@/lib/content/load';
import { contentPath } from '@/lib/content/paths';

/** The neutral starting folder (issue 44): CONTENT_DIR's default, copied by a web agency to begin. */
const STARTER = path.join(process.cwd(), 'examples/starter');
const DEMO = path.join(process.cwd(), DEMO_CONTENT_DIR);

/** Every file of a folder, relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('the starter content folder', () => {
  const { site, pages } = loadContent(STARTER);
  const byName = (name: string) => pages.find((p) => p.name === name);

  it('is a valid content folder with the system and legal pages', () => {
    expect(site.languages.enabled).toEqual(['nl', 'fr', 'en']);
    expect(pages.map((p) => p.name).sort()).toEqual(
      [
        'contact',
        'cookie-policy',
        'disclaimer',
        'for-rent',
        'for-sale',
        'home',
        'privacy',
        'projects',
        'search-demand',
        'valuation',
      ].sort(),
    );
    expect(
      pages
        .filter((p) => p.route)
        .map((p) => p.route)
        .sort(),
    ).toEqual(['/', '/contact', '/for-rent', '/for-sale', '/projects', '/search-demand', '/valuation'].sort());
    expect(pages.filter((p) => p.menu === 'footer').map((p) => p.name)).toEqual([
      'privacy',
      'cookie-policy',
      'disclaimer',
    ]);
    for (const page of pages) {
      for (const locale of ['nl', 'fr', 'en', 'de'] as const)
        expect(page.params.title[locale], `${page.name} ${locale}`).toBeTruthy();
    }
    expect(contentPath(pages, byName('cookie-policy')!, 'fr')).toBe('/politique-de-cookies');
  });

  it('writes the legal pages in every language, with placeholders to complete', () => {
    for (const name of ['privacy', 'cookie-policy', 'disclaimer']) {
      const content = byName(name)!.params.content!;
      for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
        expect(content[locale], `${name} ${locale}`).toMatch(/\[[^\]]+\]/);
      }
    }
  });

  it('offers a logo and an icon the site accepts', () => {
    for (const file of [site.brand.logo!.url, site.brand.icon!.url]) {
      const svg = sanitizeSvg(readFileSync(path.join(STARTER, file), 'utf8'));
      expect(svg.ok, file).toBe(true);
    }
  });

  it('names no agency of the demo', () => {
    const demo = loadContent(DEMO).site.agency;
    const domain = demo.email.split('@')[1]!;
    const names = [
      demo.name,
      demo.legalName,
      demo.city,
      demo.street,
      domain,
      domain.split('.')[0]!,
      demo.phone,
      demo.vat,
      demo.biv,
    ];
    const files = filesOf(STARTER).filter((file) => /\.(json|svg)$/.test(file));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const text = readFileSync(path.join(STARTER, file), 'utf8').toLowerCase();
      for (const name of names) expect(text.includes(name.toLowerCase()), `${file} names "${name}"`).toBe(false);
    }
    expect(site.agency.email).toMatch(/@example\.com$/);
  });
});
