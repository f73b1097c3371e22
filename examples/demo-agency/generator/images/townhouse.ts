/** Narrow Flemish town house with a choice of gables; used for terraced rows and banners. */
import type { Time } from './nature';
import { door, eaveShadow, roofFill, wallFill, windowShape, type Wall } from './parts';
import type { Rng } from './prng';
import { group, path, pd, poly, rect, shade, type Doc } from './svg';

export type Gable = 'stepped' | 'bell' | 'triangle' | 'cornice' | 'flat';

const STONE = '#ece6da';
export const BLUESTONE = '#5f6a74';

export interface TownhouseOpts {
  x: number;
  base: number;
  w: number;
  /** Wall height from the pavement to where the gable starts. */
  h: number;
  gable: Gable;
  wall: Wall;
  roof: string;
  frame: string;
  doorColor: string;
  time: Time;
  floors: number;
  shop?: { awning: string; sign: string };
  bands?: boolean;
}

function gableHeight(o: Pick<TownhouseOpts, 'gable' | 'w'>): number {
  switch (o.gable) {
    case 'stepped':
      return o.w * 0.62;
    case 'bell':
      return o.w * 0.55;
    case 'triangle':
      return o.w * 0.45;
    case 'cornice':
      return Math.min(o.w * 0.32, 78);
    case 'flat':
      return 8;
  }
}

function steppedOutline(x: number, top: number, w: number, gh: number): { d: string; copings: string[] } {
  const k = w < 150 ? 3 : 4;
  const sw = w / (2 * k + 1);
  const sh = gh / (k + 1);
  const pts: [number, number][] = [[x, top]];
  const copings: string[] = [];
  for (let i = 0; i <= k; i += 1) {
    const y = top - (i + 1) * sh;
    pts.push([x + i * sw, y], [x + (i + 1) * sw, y]);
    copings.push(rect(x + i * sw - 2, y - 4, sw + 4, 5, STONE));
  }
  for (let i = k - 1; i >= 0; i -= 1) {
    const y = top - (i + 1) * sh;
    pts.push([x + w - (i + 1) * sw, y], [x + w - i * sw, y]);
    copings.push(rect(x + w - (i + 1) * sw - 2, y - 4, sw + 4, 5, STONE));
  }
  pts.push([x + w, top]);
  const d = `M ${pts.map(([px, py]) => pd`${px} ${py}`).join(' L ')}`;
  return { d, copings };
}

function gableShape(o: TownhouseOpts, top: number, gh: number): { d: string; extra: string[] } {
  const { x, w, base } = o;
  switch (o.gable) {
    case 'stepped': {
      const { d, copings } = steppedOutline(x, top, w, gh);
      return { d: `${pd`M ${x} ${base} L`} ${d.slice(2)} ${pd`L ${x + w} ${base} Z`}`, extra: copings };
    }
    case 'bell': {
      const nw = w * 0.46;
      const l = x + (w - nw) / 2;
      const r = l + nw;
      const d = pd`M ${x} ${base} V ${top} C ${x + w * 0.02} ${top - gh * 0.4} ${l} ${top - gh * 0.3} ${l} ${top - gh * 0.72} A ${nw / 2} ${gh * 0.28} 0 0 1 ${r} ${top - gh * 0.72} C ${r} ${top - gh * 0.3} ${x + w * 0.98} ${top - gh * 0.4} ${x + w} ${top} V ${base} Z`;
      return { d, extra: [] };
    }
    case 'triangle': {
      const d = pd`M ${x} ${base} V ${top} L ${x + w / 2} ${top - gh} L ${x + w} ${top} V ${base} Z`;
      const trim = path(pd`M ${x - 4} ${top + 2} L ${x + w / 2} ${top - gh - 4} L ${x + w + 4} ${top + 2}`, 'none', {
        stroke: STONE,
        'stroke-width': 6,
        'stroke-linejoin': 'round',
      });
      return { d, extra: [trim] };
    }
    case 'cornice':
    case 'flat':
      return { d: pd`M ${x} ${base} V ${top} H ${x + w} V ${base} Z`, extra: [] };
  }
}

function shopfront(doc: Doc, o: TownhouseOpts, floorH: number, shop: { awning: string; sign: string }): string[] {
  const { x, w, base } = o;
  const parts: string[] = [];
  const top = base - floorH;
  parts.push(rect(x + 6, top + 4, w - 12, floorH * 0.17, shop.sign));
  parts.push(rect(x + w * 0.3, top + 4 + floorH * 0.06, w * 0.4, floorH * 0.05, '#ffffff', { opacity: 0.75 }));
  const gy = top + floorH * 0.3;
  const gh = floorH * 0.7 - 6;
  const dw = Math.min(42, w * 0.22);
  parts.push(
    windowShape(doc, {
      x: x + 10,
      y: gy,
      w: w - 30 - dw,
      h: gh,
      frame: '#2f3438',
      time: o.time,
      lit: o.time === 'dusk',
      cols: 2,
    }),
  );
  parts.push(door(doc, { x: x + w - 12 - dw, y: gy, w: dw, h: gh, color: '#2f3438', time: o.time, glass: true }));
  const ay = gy + 14;
  const n = Math.max(6, Math.round(w / 36));
  const sw = (w - 8) / n;
  const fills = [shop.awning, '#f6f1e7'];
  for (let i = 0; i < n; i += 1) {
    const sx = x + 4 + i * sw;
    const fill = fills[i % 2] ?? shop.awning;
    parts.push(
      poly(
        [
          [sx + 6, ay - 18],
          [sx + sw + 6, ay - 18],
          [sx + sw, ay + 6],
          [sx, ay + 6],
        ],
        fill,
      ),
    );
    parts.push(path(pd`M ${sx} ${ay + 6} H ${sx + sw} V ${ay + 12} A ${sw / 2} ${7} 0 0 1 ${sx} ${ay + 12} Z`, fill));
  }
  parts.push(rect(x + 4, ay + 6, w - 8, 2, '#000000', { opacity: 0.12 }));
  return parts;
}

export function townhouse(doc: Doc, rng: Rng, o: TownhouseOpts): string {
  const { x, w, base, h, wall } = o;
  const top = base - h;
  const gh = gableHeight(o);
  const parts: string[] = [];
  if (o.gable === 'cornice') {
    parts.push(
      poly(
        [
          [x - 2, top],
          [x + 10, top - gh],
          [x + w - 10, top - gh],
          [x + w + 2, top],
        ],
        roofFill(doc, o.roof),
      ),
    );
    const dw = Math.min(w * 0.28, 70);
    parts.push(rect(x + (w - dw) / 2, top - gh * 0.85, dw, gh * 0.75, shade(o.roof, -0.25)));
    parts.push(
      windowShape(doc, {
        x: x + (w - dw) / 2 + 5,
        y: top - gh * 0.75,
        w: dw - 10,
        h: gh * 0.6,
        frame: o.frame,
        time: o.time,
        lit: o.time === 'dusk' && rng.chance(0.5),
      }),
    );
  }
  const shape = gableShape(o, top, gh);
  parts.push(path(shape.d, wallFill(doc, wall)), ...shape.extra);
  if (o.gable === 'cornice') parts.push(rect(x - 3, top - 2, w + 6, 9, STONE), eaveShadow(x, top + 7, w, 6));
  if (o.gable === 'flat') parts.push(rect(x - 2, top - 8, w + 4, 9, shade(wall.base, -0.25)));
  if (o.gable === 'stepped' || o.gable === 'bell' || o.gable === 'triangle') {
    const ww = w * 0.16;
    parts.push(
      windowShape(doc, {
        x: x + (w - ww) / 2,
        y: top - gh * 0.62,
        w: ww,
        h: gh * 0.36,
        frame: o.frame,
        time: o.time,
        rise: ww * 0.25,
        sill: STONE,
      }),
    );
  }
  const groundH = o.shop ? h * 0.4 : h / o.floors;
  const floorH = (h - groundH) / (o.floors - 1);
  const cols = w >= 170 ? 3 : 2;
  const ww = w / (cols * 1.75);
  const gap = (w - cols * ww) / (cols + 1);
  const rise = wall.brick && rng.chance(0.5) ? ww * 0.18 : 0;
  for (let f = 1; f < o.floors; f += 1) {
    const ft = base - groundH - floorH * f;
    if (o.bands) parts.push(rect(x, ft + floorH * 0.12, w, 5, STONE));
    for (let c = 0; c < cols; c += 1) {
      parts.push(
        windowShape(doc, {
          x: x + gap + c * (ww + gap),
          y: ft + floorH * 0.2,
          w: ww,
          h: floorH * 0.64,
          frame: o.frame,
          time: o.time,
          lit: o.time === 'dusk' && rng.chance(0.45),
          rows: 2,
          rise,
          sill: wall.brick ? BLUESTONE : shade(wall.base, -0.1),
          lintel: o.bands ? undefined : rise > 0 ? undefined : shade(wall.base, -0.2),
        }),
      );
    }
  }
  parts.push(rect(x, base - 16, w, 16, BLUESTONE));
  if (o.shop) {
    parts.push(...shopfront(doc, o, groundH, o.shop));
  } else {
    const dw = Math.min(44, w * 0.24);
    const doorLeft = rng.chance(0.5);
    const dx = doorLeft ? x + gap * 0.8 : x + w - gap * 0.8 - dw;
    parts.push(
      door(doc, {
        x: dx,
        y: base - groundH * 0.8,
        w: dw,
        h: groundH * 0.8 - 8,
        color: o.doorColor,
        time: o.time,
        transom: true,
        step: BLUESTONE,
      }),
    );
    const wx = doorLeft ? dx + dw + gap * 0.8 : x + gap * 0.8;
    const wAvail = w - dw - gap * 2.4;
    parts.push(
      windowShape(doc, {
        x: wx,
        y: base - groundH * 0.78,
        w: wAvail,
        h: groundH * 0.55,
        frame: o.frame,
        time: o.time,
        lit: o.time === 'dusk' && rng.chance(0.6),
        cols: wAvail > 90 ? 3 : 2,
        rows: 2,
        rise,
        sill: BLUESTONE,
      }),
    );
  }
  return group(parts);
}
