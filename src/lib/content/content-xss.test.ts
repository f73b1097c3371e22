// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuPageSchema, siteSchema } from '@/domain/content/schema';
import { safeHtml } from '@/domain/content/sanitize';
import { CONTENT_FIXTURE } from '@/test/data/content';

/*
 * Cross-site scripting through the content files (issue 9): every string of content/site.json and
 * content/pages/*.json is replaced, one at a time, by hostile payloads. The start-up check either
 * refuses the file or the value must come out harmless: links never get a script scheme, and the
 * fields rendered as HTML keep only the allowed tags without handlers.
 */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=2">',
  '<svg onload=window.__xss=3><a href="javascript:window.__xss=3">x</a>',
  'javascript:window.__xss=4',
  ' JaVaScRiPt:window.__xss=4',
  'data:text/html,<script>window.__xss=5</script>',
  '</p><iframe src="javascript:window.__xss=6"></iframe><style>body{display:none}</style>',
  '<a href="jav&#x09;ascript:window.__xss=7" onclick="window.__xss=7">x</a><form action="javascript:1"><button>b</button></form>',
  '<p style="background:url(javascript:1)">{{constructor.constructor("window.__xss=8")()}}</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=9></style></mglyph></table></mtext></math>',
];

/** Fields rendered as HTML (through safeHtml): module descriptions, footer texts, page content, banner. */
const HTML_FIELDS = /(^|\.)(description2?|fullText|introText|content)\.(nl|fr|en|de)$/;
const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'A', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'SPAN', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD']);
const SCRIPT_SCHEME = /^\s*(javascript|data|vbscript):/i;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function* stringLeaves(value: Json, at: string[] = []): Generator<string[]> {
  if (typeof value === 'string') yield at;
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringLeaves(item, [...at, String(i)]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* stringLeaves(item, [...at, key]);
}

function withValue(root: Json, at: string[], value: string): Json {
  const copy = structuredClone(root) as Record<string, Json>;
  let node = copy as Record<string, Json>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[at.at(-1)!] = value;
  return copy;
}

function valueAt(root: unknown, at: string[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
}

/** Problems of sanitised HTML once the browser parses it. */
function htmlProblems(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = html;
  const problems: string[] = [];
  for (const el of box.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(el.tagName)) problems.push(`tag <${el.tagName.toLowerCase()}>`);
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || attr.name === 'style') problems.push(`attribute ${attr.name} on <${el.tagName.toLowerCase()}>`);
      if (SCRIPT_SCHEME.test(attr.value.replace(/[\u0000-\u001f]/g, ''))) problems.push(`${attr.name}="${attr.value}"`);
    }
  }
  return problems;
}

const root = CONTENT_FIXTURE;
const files: { name: string; raw: Json; schema: typeof siteSchema | typeof menuPageSchema }[] = [
  { name: 'site.json', raw: JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Json, schema: siteSchema },
  ...readdirSync(path.join(root, 'pages'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: `pages/${f}`, raw: JSON.parse(readFileSync(path.join(root, 'pages', f), 'utf8')) as Json, schema: menuPageSchema })),
];

describe('content files with hostile strings', () => {
  for (const file of files) {
    it(`${file.name}: every string is refused or comes out harmless`, () => {
      const leaves = [...stringLeaves(file.raw)];
      expect(leaves.length).toBeGreaterThan(0);
      const problems: string[] = [];
      let accepted = 0;
      let html = 0;
      for (const at of leaves) {
        for (const payload of PAYLOADS) {
          const result = (file.schema as typeof siteSchema).safeParse(withValue(file.raw, at, payload));
          if (!result.success) continue;
          accepted++;
          const value = valueAt(result.data, at);
          if (typeof value !== 'string') continue;
          const field = at.join('.');
          if (HTML_FIELDS.test(field)) {
            html++;
            for (const p of htmlProblems(safeHtml(value))) problems.push(`${field}: ${p}`);
          } else if (/(^|\.)(link|url|href|redirectUrl|logo|ogImage|twitterImage|video|tileUrl)(\.|$)/i.test(field) && SCRIPT_SCHEME.test(value)) {
            problems.push(`${field}: link accepted "${value}"`);
          }
        }
      }
      expect(problems).toEqual([]);
      // Free text is free: the sweep did reach values that are rendered.
      expect(accepted).toBeGreaterThan(0);
      if (file.name === 'site.json' || file.name.includes('home')) expect(html).toBeGreaterThan(0);
    });
  }

  it('header and popup links refuse script schemes and accept the usual links', () => {
    const site = files[0]!.raw as { topBar: { links: { link: Record<string, string> }[] } };
    const withLink = (link: string) => withValue(site as Json, ['topBar', 'links', '0', 'link', 'nl'], link);
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example/', 'tel:javascript:1']) {
      expect(siteSchema.safeParse(withLink(bad)).success, bad).toBe(false);
    }
    for (const good of ['https://www.example.be/x?y=1', 'mailto:info@agency.example', 'tel:+32 11 00 00 00', '/nl/te-koop/', '#contact', '']) {
      expect(siteSchema.safeParse(withLink(good)).success, good).toBe(true);
    }
  });

  it('safeHtml keeps the allowed markup and links', () => {
    expect(safeHtml('<p>Een <strong>mooie</strong> <a href="https://x.be" target="_blank">woning</a></p>')).toBe('<p>Een <strong>mooie</strong> <a href="https://x.be" target="_blank" rel="noopener noreferrer">woning</a></p>');
    for (const payload of PAYLOADS) expect(htmlProblems(safeHtml(payload)), payload).toEqual([]);
  });
});
