import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_FIXTURE } from '@/test/data/content';
import { ContentError, loadContent } from './load';

/** A content folder with problems in several files says them all in one run (issue 44): five rounds become one. */
const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-folder-problems-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function edit(file: string, change: (json: Record<string, any>) => void): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  const full = path.join(work, file);
  const json = JSON.parse(readFileSync(full, 'utf8'));
  change(json);
  writeFileSync(full, JSON.stringify(json, null, 2));
}

describe('a content folder with problems in several files', () => {
  it('names every problem of every file, each with its file and field, in plain words', () => {
    cpSync(CONTENT_FIXTURE, work, { recursive: true });
    edit('site.json', (site) => {
      site.agency.email = 'not-an-email';
      site.map.tileUrl = 'https://tiles.example/tile.png';
    });
    edit('pages/91-privacy.json', (page) => (page.menu = 'sidebar'));
    edit('pages/93-disclaimer.json', (page) => (page.params.path.fr = 'contact'));
    writeFileSync(path.join(work, 'pages', '98-abroad.json'), '{ "id": ');
    let error: unknown;
    try {
      loadContent(work);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const all = (error as ContentError).all.map(({ file, problems }) => [path.basename(file), problems]);
    expect(all).toEqual([
      ['site.json', ['agency.email: must be an e-mail address, like info@agency.be', 'map.tileUrl: must be an http or https address with {z}, {x} and {y}']],
      ['91-privacy.json', ['menu: must be one of "main", "footer", "none"']],
      ['98-abroad.json', [expect.stringMatching(/^not readable JSON: /)]],
      ['93-disclaimer.json', ['params.path.fr: "contact" is the address of an application page']],
    ]);
    for (const file of ['site.json', '91-privacy.json', '98-abroad.json', '93-disclaimer.json'])
      expect((error as Error).message).toContain(file);
  });
});
