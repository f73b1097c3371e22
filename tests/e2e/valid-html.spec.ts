import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { RENT_ID, SALE_ID } from './forms-helpers';

/*
 * Valid HTML (issue 20): every page type in nl, fr and en, as the server sends it, passes the
 * W3C Nu HTML Checker (npm vnu-jar, Java 17+) with no error. The pages are fetched first and
 * checked in one Java run (the JVM starts slowly); warnings are not counted.
 */
type Locale = 'nl' | 'fr' | 'en';

const WITH_MAP = 5202; // Petegem-aan-de-Leie, address published: a map on the page
const HIDDEN_ADDRESS = 5211; // for sale, address not published: no map
const PROJECT = 206; // Kouterhof, Nazareth
const UNIT = 5105; // Kouterhof lot 1

const seg = (l: Locale, nl: string, fr: string, en: string) => ({ nl, fr, en })[l];

/** Every page type of one language; detail addresses with a wrong city and slug redirect to the real one. */
function pages(l: Locale): { url: string; status?: number }[] {
  const sale = seg(l, 'te-koop', 'a-vendre', 'for-sale');
  const rent = seg(l, 'te-huur', 'a-louer', 'for-rent');
  const projects = seg(l, 'projecten', 'projets', 'projects');
  return [
    { url: `/${l}/` },
    { url: `/${l}/${sale}/` },
    { url: `/${l}/${rent}/` },
    { url: `/${l}/${rent}/?view=map` },
    { url: `/${l}/${sale}/x/y/${WITH_MAP}/` },
    { url: `/${l}/${sale}/x/y/${HIDDEN_ADDRESS}/` },
    { url: `/${l}/${rent}/x/y/${RENT_ID}/` },
    { url: `/${l}/${projects}/` },
    { url: `/${l}/${projects}/x/y/${PROJECT}/` },
    { url: `/${l}/${projects}/x/y/${PROJECT}/${UNIT}/` },
    { url: `/${l}/${seg(l, 'onze-diensten', 'nos-services', 'our-services')}/` },
    { url: `/${l}/contact/` },
    { url: `/${l}/contact/?property=${SALE_ID}&form=visit` },
    { url: `/${l}/contact/?property=${SALE_ID}&form=info` },
    { url: `/${l}/${seg(l, 'waardebepaling', 'estimation', 'valuation')}/` },
    { url: `/${l}/${seg(l, 'zoekopdracht', 'recherche', 'search-demand')}/` },
    {
      url: `/${l}/${seg(l, 'vacatures/office-assistant/solliciteren', 'emplois/office-assistant/postuler', 'vacancies/office-assistant/apply')}/`,
    },
    { url: `/${l}/${seg(l, 'bedankt', 'merci', 'thank-you')}/visit-request/` },
    { url: `/${l}/login/` },
    { url: `/${l}/login/${seg(l, 'wachtwoord-vergeten', 'mot-de-passe-oublie', 'forgot-password')}/` },
    { url: `/${l}/login/${seg(l, 'nieuw-wachtwoord', 'nouveau-mot-de-passe', 'new-password')}/?token=unknown` },
    { url: `/${l}/${seg(l, 'bestaat-niet', 'nexiste-pas', 'no-such-page')}/`, status: 404 },
  ];
}

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

test('every page type in nl, fr and en passes the Nu HTML Checker with no error', async ({ request }) => {
  test.setTimeout(120_000);
  const list = (['nl', 'fr', 'en'] as const).flatMap(pages);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-vnu-'));
  try {
    const files = new Map<string, string>();
    // Four at a time: the server renders most of these pages for the first time.
    for (let i = 0; i < list.length; i += 4) {
      await Promise.all(
        list.slice(i, i + 4).map(async ({ url, status }, j) => {
          const response = await request.get(url);
          expect(response.status(), url).toBe(status ?? 200);
          expect(response.headers()['content-type'], url).toContain('text/html');
          const file = path.join(dir, `page-${i + j}.html`);
          writeFileSync(file, await response.text());
          files.set(`file:${file}`, url);
        }),
      );
    }
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const run = spawnSync(
      'java',
      ['-jar', jar, '--format', 'json', '--stdout', ...[...files.keys()].map((f) => f.slice('file:'.length))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, 'java must be on the PATH (Debian: default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${files.get(m.url ?? '') ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`,
      );
    expect(errors.length, `${errors.length} errors:\n${errors.join('\n')}`).toBe(0);
    // Every page was read by the checker (a file it could not open would be an error above).
    expect(files.size).toBe(list.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
