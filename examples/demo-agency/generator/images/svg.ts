/** Minimal SVG string builder: a document collects <defs> and body parts. */

export interface Doc {
  readonly width: number;
  readonly height: number;
  readonly defs: string[];
  readonly body: string[];
  /** Reusable defs (gradients, patterns) keyed by a caller-chosen name. */
  readonly cache: Map<string, string>;
  seq: number;
}

export type Attrs = Record<string, string | number | undefined>;
export type Point = readonly [number, number];
export type Stop = readonly [offset: number, color: string, opacity?: number];

export function createDoc(width: number, height: number): Doc {
  return { width, height, defs: [], body: [], cache: new Map(), seq: 0 };
}

/** Number formatting with two decimals at most, to keep the SVG short and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrText(attrs)}/>` : `<${tag}${attrText(attrs)}>${children}</${tag}>`;
}

export function add(doc: Doc, ...parts: string[]): void {
  doc.body.push(...parts);
}

export function uid(doc: Doc, prefix: string): string {
  doc.seq += 1;
  return `${prefix}${doc.seq}`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string {
  return el('rect', { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function poly(points: readonly Point[], fill: string, extra: Attrs = {}): string {
  return el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string {
  return el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
}

export function group(children: readonly string[], extra: Attrs = {}): string {
  return el('g', extra, children.join(''));
}

function cached(doc: Doc, key: string | undefined, build: (id: string) => string): string {
  if (key !== undefined) {
    const hit = doc.cache.get(key);
    if (hit !== undefined) return hit;
  }
  const id = uid(doc, 'd');
  doc.defs.push(build(id));
  const ref = `url(#${id})`;
  if (key !== undefined) doc.cache.set(key, ref);
  return ref;
}

function stopsText(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');
}

/** Linear gradient, vertical by default, in object bounding box units. Returns a `url(#…)`. */
export function linear(
  doc: Doc,
  stops: readonly Stop[],
  dir: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
  key?: string,
): string {
  return cached(doc, key, (id) => el('linearGradient', { id, ...dir }, stopsText(stops)));
}

/** Radial gradient in object bounding box units. */
export function radial(doc: Doc, stops: readonly Stop[], at = { cx: 0.5, cy: 0.5, r: 0.5 }, key?: string): string {
  return cached(doc, key, (id) => el('radialGradient', { id, ...at }, stopsText(stops)));
}

/** Tiling pattern in user space units. */
export function pattern(doc: Doc, w: number, h: number, content: string, key?: string): string {
  return cached(doc, key, (id) => el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, content));
}

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? c) - c) * t));
}

/** Lighten (amount > 0) or darken (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** Mirror everything drawn so far left-to-right (for variety between look-alike scenes). */
export function mirror(doc: Doc): void {
  const drawn = doc.body.splice(0, doc.body.length).join('');
  doc.body.push(el('g', { transform: `translate(${doc.width} 0) scale(-1 1)` }, drawn));
}

/** Serialise the document, scaled to the requested pixel size. */
export function toSvg(doc: Doc, outWidth: number, outHeight: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" ` +
    `viewBox="0 0 ${doc.width} ${doc.height}" preserveAspectRatio="none">` +
    `<defs>${doc.defs.join('')}</defs>${doc.body.join('')}</svg>`
  );
}

/** Tagged template for path data: interpolated numbers are rounded like attributes. */
export function pd(strings: TemplateStringsArray, ...values: readonly (number | string)[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (typeof value === 'number' ? n(value) : value) + (strings[i + 1] ?? '');
  });
  return out;
}
