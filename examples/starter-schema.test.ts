import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderJsonSchemas, PAGE_SCHEMA_FILE, SITE_SCHEMA_FILE } from '@/domain/content/folder-json-schema';

/** The neutral starter (examples/starter): its schemas are the ones the checks make, and its files pass them. */
const STARTER = path.join(process.cwd(), 'examples/starter');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(STARTER, file), 'utf8'));

type Node = {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: Node[];
  oneOf?: Node[];
};

const typeOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** The problems of `value` by the part of JSON Schema draft 7 that zod writes (enough for these schemas). */
function problems(node: Node, value: unknown, at = ''): string[] {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives)
    return alternatives.some((n) => !problems(n, value, at).length) ? [] : [`${at}: matches no alternative`];
  const out: string[] = [];
  const actual = typeOf(value);
  if (node.type) {
    const types = [node.type].flat();
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      return [`${at}: is ${actual}, not ${types.join('|')}`];
  }
  if (node.enum && !node.enum.includes(value)) out.push(`${at}: is not one of ${node.enum.join(', ')}`);
  if ('const' in node && node.const !== value) out.push(`${at}: is not ${String(node.const)}`);
  if (typeof value === 'string') {
    if (node.pattern && !new RegExp(node.pattern, 'u').test(value)) out.push(`${at}: does not match ${node.pattern}`);
    if (node.minLength !== undefined && value.length < node.minLength) out.push(`${at}: too short`);
    if (node.maxLength !== undefined && value.length > node.maxLength) out.push(`${at}: too long`);
  }
  if (typeof value === 'number') {
    if (node.minimum !== undefined && value < node.minimum) out.push(`${at}: below ${node.minimum}`);
    if (node.maximum !== undefined && value > node.maximum) out.push(`${at}: above ${node.maximum}`);
    if (node.exclusiveMinimum !== undefined && value <= node.exclusiveMinimum)
      out.push(`${at}: not above ${node.exclusiveMinimum}`);
  }
  if (Array.isArray(value)) {
    if (node.minItems !== undefined && value.length < node.minItems)
      out.push(`${at}: fewer than ${node.minItems} items`);
    if (node.maxItems !== undefined && value.length > node.maxItems)
      out.push(`${at}: more than ${node.maxItems} items`);
    if (node.items) value.forEach((item, i) => out.push(...problems(node.items!, item, `${at}.${i}`)));
  }
  if (actual === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of node.required ?? []) if (!(key in record)) out.push(`${at}.${key}: is required`);
    for (const [key, child] of Object.entries(node.properties ?? {}))
      if (key in record) out.push(...problems(child, record[key], `${at}.${key}`));
  }
  return out;
}

describe("the agency folder's JSON Schemas", () => {
  it('are the ones the checks make (after a change of the content schemas: npm run agency -- schema)', () => {
    for (const [file, schema] of Object.entries(folderJsonSchemas())) expect(read(file), file).toEqual(schema);
  });

  it("are named by the starter's files, which pass them", () => {
    const site = read('site.json') as Record<string, unknown>;
    expect(site.$schema).toBe(`./${SITE_SCHEMA_FILE}`);
    expect(problems(folderJsonSchemas()[SITE_SCHEMA_FILE] as Node, site)).toEqual([]);
    const pages = readdirSync(path.join(STARTER, 'pages')).filter((f) => f.endsWith('.json'));
    expect(pages.length).toBeGreaterThan(5);
    for (const file of pages) {
      const page = read(`pages/${file}`) as Record<string, unknown>;
      expect(page.$schema, file).toBe(`../${PAGE_SCHEMA_FILE}`);
      expect(problems(folderJsonSchemas()[PAGE_SCHEMA_FILE] as Node, page), file).toEqual([]);
    }
  });

  it('find what an editor should underline: a missing name, an unknown font, a picture that is neither a path nor a file name', () => {
    const schema = folderJsonSchemas()[SITE_SCHEMA_FILE] as Node;
    const site = read('site.json') as {
      agency: Record<string, unknown>;
      brand: { fonts: Record<string, unknown> };
      banner: Record<string, unknown>;
    };
    delete site.agency.name;
    site.brand.fonts.heading = 'comic-sans';
    site.banner.image = { url: 'photos/banner.bmp' };
    expect(problems(schema, site)).toEqual([
      '.agency.name: is required',
      expect.stringMatching(/^\.banner\.image\.url: does not match /),
      expect.stringMatching(/^\.brand\.fonts\.heading: is not one of inter, /),
    ]);
  });
});
