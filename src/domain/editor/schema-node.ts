/**
 * The part of JSON Schema (as `z.toJSONSchema` writes it for the content schemas) the back office's
 * editor draws a form from: one definition of a document, its zod schema, gives the checks, the
 * JSON Schema and the form alike (docs/decisions/015-back-office.md).
 */
import { TEXT_LANGUAGES } from '../language/site-locales';

export type SchemaNode = {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null' | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: (string | number)[];
  const?: unknown;
  anyOf?: SchemaNode[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  /** 1 for a text that may not be empty (`z.string().min(1)`). */
  minLength?: number;
  /** `color` for a `#rrggbb` colour (brand-schema.ts): a colour picker. */
  format?: string;
};

/** Keys whose text runs over several lines (HTML or long prose): a text area rather than a line. */
const MULTILINE = new Set([
  'description',
  'description2',
  'content',
  'fullText',
  'introText',
  'bannerDescription',
  'css',
  'openingHours',
  'supervisor',
]);

export type NodeKind =
  | 'localized'
  | 'object'
  | 'array'
  | 'text'
  | 'longText'
  | 'number'
  | 'boolean'
  | 'choice'
  | 'fixed'
  | 'nullableText'
  | 'colour';

/** An object whose keys are languages (plus, for a public text, its `public` flag): shown side by side. */
function isLocalized(node: SchemaNode): boolean {
  const keys = Object.keys(node.properties ?? {});
  return (
    node.type === 'object' &&
    keys.includes('nl') &&
    keys.every((k) => (TEXT_LANGUAGES as readonly string[]).includes(k) || k === 'public')
  );
}

export function kindOf(node: SchemaNode, key = ''): NodeKind {
  if (node.anyOf || Array.isArray(node.type)) return 'nullableText';
  if (node.const !== undefined) return 'fixed';
  if (node.enum) return 'choice';
  if (node.type === 'object') return isLocalized(node) ? 'localized' : 'object';
  if (node.type === 'array') return 'array';
  if (node.type === 'boolean') return 'boolean';
  if (node.type === 'number' || node.type === 'integer') return 'number';
  if (node.format === 'color') return 'colour';
  return MULTILINE.has(key) ? 'longText' : 'text';
}

export function isRequired(parent: SchemaNode, key: string): boolean {
  return (parent.required ?? []).includes(key);
}

/**
 * A field the rules refuse empty: required in its parent and, for a text, at least one character
 * (a required text may be empty: `z.string()`). The editor marks it and names it before saving.
 */
export function mustFill(node: SchemaNode, required: boolean): boolean {
  if (!required) return false;
  const kind = kindOf(node);
  if (kind === 'text' || kind === 'longText' || kind === 'colour') return (node.minLength ?? 0) >= 1;
  return kind === 'number';
}

/**
 * The languages of a text the editor shows: every one the site shows (`siteLanguages`, in its
 * order, the default first), and another only when it already holds text (written before the
 * agency changed its languages), so that an empty box nobody reads is not there to fill (issues
 * 31, 44). A language left out keeps its value: an empty optional text is left out of the document
 * either way.
 */
export function editorLanguages(
  node: SchemaNode,
  siteLanguages: readonly string[],
  valueOf: (language: string) => string,
): string[] {
  const order = [...siteLanguages, ...TEXT_LANGUAGES.filter((l) => !siteLanguages.includes(l))];
  return order.filter((l) => node.properties?.[l] && (siteLanguages.includes(l) || valueOf(l).trim() !== ''));
}

/** The value a new item of a list starts with: its required fields, empty or at their default. */
export function blankOf(node: SchemaNode): unknown {
  if (node.default !== undefined) return structuredClone(node.default);
  switch (kindOf(node)) {
    case 'object':
    case 'localized':
      return Object.fromEntries(
        Object.entries(node.properties ?? {})
          .filter(([key]) => isRequired(node, key))
          .map(([key, child]) => [key, blankOf(child)]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
      return node.minimum ?? 0;
    case 'choice':
      return node.enum?.[0];
    case 'fixed':
      return node.const;
    case 'nullableText':
      return null;
    default:
      return '';
  }
}

/** An image of the content (an address and its alt text per language): the editor offers an upload. */
export function isImage(node: SchemaNode): boolean {
  return node.type === 'object' && Boolean(node.properties?.url && node.properties?.alt);
}

/** The node a field's path leads to (a list's items by their index), or null. */
export function nodeAt(root: SchemaNode, path: readonly (string | number)[]): SchemaNode | null {
  let node: SchemaNode | undefined = root;
  for (const part of path) {
    node = typeof part === 'number' ? node?.items : node?.properties?.[part];
    if (!node) return null;
  }
  return node;
}

/** The path of a field's name: `banner.gallery.2.url` → ['banner', 'gallery', 2, 'url']. */
export function pathOf(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : part));
}

/** The agency's logo or icon (`brand.logo`, `brand.icon`): an upload of an SVG or a raster image, its size measured. */
export function brandSlotOf(path: readonly (string | number)[]): 'logo' | 'icon' | null {
  return path.length === 2 && path[0] === 'brand' && (path[1] === 'logo' || path[1] === 'icon') ? path[1] : null;
}

/**
 * Whether an uploaded image may fill the field at `path`, and how it is stored: the address of an
 * image (within the site's banner at the banner's widths), or of the agency's logo or icon.
 */
export function uploadKind(
  root: SchemaNode,
  path: readonly (string | number)[],
): 'photo' | 'banner' | 'logo' | 'icon' | null {
  if (path.at(-1) !== 'url') return null;
  const parent = nodeAt(root, path.slice(0, -1));
  const brand = brandSlotOf(path.slice(0, -1));
  if (brand && parent?.properties?.url) return brand;
  if (!parent || !isImage(parent)) return null;
  return path[0] === 'banner' ? 'banner' : 'photo';
}
