/** Building parts: wall and roof materials, windows, doors. */
import type { Time } from './nature';
import { group, line, linear, path, pattern, pd, rect, shade, type Doc } from './svg';

export interface Wall {
  base: string;
  line: string;
  brick: boolean;
}

export const WALLS = {
  red: { base: '#b4573f', line: '#8f402e', brick: true },
  yellow: { base: '#d9b979', line: '#b49356', brick: true },
  white: { base: '#efe9df', line: '#d8cfc1', brick: true },
  grey: { base: '#8e9193', line: '#76797b', brick: true },
  brown: { base: '#8d5d45', line: '#6c4534', brick: true },
  render: { base: '#f3f1ec', line: '#f3f1ec', brick: false },
  sand: { base: '#e6dccb', line: '#e6dccb', brick: false },
} as const satisfies Record<string, Wall>;

export type WallName = keyof typeof WALLS;

export const ROOFS = ['#a9553b', '#3f4349', '#56616c', '#c0683f', '#5c4538'] as const;

export const FRAMES = ['#ffffff', '#2f3438', '#1f4e46', '#7a2f2a', '#e9e2d3', '#35506b'] as const;

/** Fill for a wall: running-bond bricks, or plain render. */
export function wallFill(doc: Doc, wall: Wall): string {
  if (!wall.brick) return wall.base;
  const content =
    rect(0, 0, 24, 10, wall.base) +
    rect(0, 9.2, 24, 0.8, wall.line, { opacity: 0.55 }) +
    rect(0, 4.2, 24, 0.8, wall.line, { opacity: 0.55 }) +
    rect(0, 0, 0.8, 4.2, wall.line, { opacity: 0.45 }) +
    rect(12, 5, 0.8, 4.2, wall.line, { opacity: 0.45 });
  return pattern(doc, 24, 10, content, `wall-${wall.base}`);
}

/** Fill for a tiled roof: horizontal rows with a darker lower lip. */
export function roofFill(doc: Doc, color: string): string {
  const content =
    rect(0, 0, 18, 11, color) + rect(0, 8.5, 18, 2.5, shade(color, -0.2)) + rect(0, 0, 0.9, 8.5, shade(color, -0.12));
  return pattern(doc, 18, 11, content, `roof-${color}`);
}

/** Window glass: sky reflection by day, warm light when lit at dusk. */
export function glassFill(doc: Doc, time: Time, lit: boolean): string {
  if (lit)
    return linear(
      doc,
      [
        [0, '#ffe6a8'],
        [1, '#f0ae5a'],
      ],
      undefined,
      'glass-lit',
    );
  const pairs: Record<Time, [string, string]> = {
    morning: ['#d6e6ee', '#86a6bc'],
    noon: ['#cfe6f4', '#6f9bbd'],
    dusk: ['#7683a6', '#3c4466'],
    overcast: ['#cfd8df', '#8796a3'],
  };
  const [top, bottom] = pairs[time];
  return linear(
    doc,
    [
      [0, top],
      [1, bottom],
    ],
    undefined,
    `glass-${time}`,
  );
}

/** Rectangle with an optional shallow arch on top (rise > 0). */
export function archRect(x: number, y: number, w: number, h: number, rise = 0): string {
  if (rise <= 0) return pd`M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;
  return pd`M ${x} ${y + h} V ${y + rise} Q ${x + w / 2} ${y - rise} ${x + w} ${y + rise} V ${y + h} Z`;
}

export interface WindowOpts {
  x: number;
  y: number;
  w: number;
  h: number;
  frame: string;
  time: Time;
  lit?: boolean;
  cols?: number;
  rows?: number;
  rise?: number;
  sill?: string;
  lintel?: string;
  shutters?: string;
}

export function windowShape(doc: Doc, o: WindowOpts): string {
  const { x, y, w, h, frame } = o;
  const rise = o.rise ?? 0;
  const t = Math.max(2, Math.min(w, h) * 0.07);
  const gx = x + t;
  const gy = y + t;
  const gw = w - 2 * t;
  const gh = h - 2 * t;
  const parts: string[] = [];
  if (o.shutters) {
    const sw = w * 0.48;
    for (const sx of [x - sw - 2, x + w + 2]) {
      parts.push(rect(sx, y, sw, h, o.shutters));
      for (let ly = y + 6; ly < y + h - 3; ly += 7) parts.push(rect(sx + 3, ly, sw - 6, 2, shade(o.shutters, -0.2)));
    }
  }
  if (o.lintel) parts.push(rect(x - 5, y - 9 - rise, w + 10, 9 + rise * 0.6, o.lintel));
  parts.push(path(archRect(x - 3, y - 3, w + 6, h + 6, rise), '#000000', { opacity: 0.14 }));
  parts.push(path(archRect(x, y, w, h, rise), frame));
  parts.push(path(archRect(gx, gy, gw, gh, rise), glassFill(doc, o.time, o.lit ?? false)));
  const top = gy + rise;
  parts.push(
    path(
      pd`M ${gx + gw * 0.55} ${top} L ${gx + gw * 0.85} ${top} L ${gx + gw * 0.35} ${gy + gh} L ${gx + gw * 0.05} ${gy + gh} Z`,
      '#ffffff',
      { opacity: o.lit ? 0.12 : 0.2 },
    ),
  );
  const bar = Math.max(1.5, t * 0.7);
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 1;
  for (let c = 1; c < cols; c += 1) parts.push(rect(gx + (gw * c) / cols - bar / 2, gy, bar, gh, frame));
  for (let r = 1; r < rows; r += 1) parts.push(rect(gx, gy + (gh * r) / rows - bar / 2, gw, bar, frame));
  if (o.sill)
    parts.push(rect(x - 5, y + h, w + 10, 5, o.sill), rect(x - 5, y + h + 5, w + 10, 2, '#000000', { opacity: 0.12 }));
  return group(parts);
}

export interface DoorOpts {
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  time: Time;
  glass?: boolean;
  transom?: boolean;
  step?: string;
}

export function door(doc: Doc, o: DoorOpts): string {
  const { x, y, w, h, color } = o;
  const parts: string[] = [];
  const transomH = o.transom ? h * 0.18 : 0;
  const dy = y + transomH;
  const dh = h - transomH;
  parts.push(rect(x - 4, y - 4, w + 8, h + 4, '#000000', { opacity: 0.16 }));
  if (o.transom) {
    parts.push(rect(x, y, w, transomH, shade(color, -0.15)));
    parts.push(rect(x + 3, y + 3, w - 6, transomH - 5, glassFill(doc, o.time, o.time === 'dusk')));
  }
  parts.push(rect(x, dy, w, dh, color));
  if (o.glass) {
    parts.push(rect(x + w * 0.3, dy + dh * 0.1, w * 0.4, dh * 0.62, glassFill(doc, o.time, o.time === 'dusk')));
  } else {
    const pw = w * 0.32;
    for (const px of [x + w * 0.12, x + w * 0.56]) {
      parts.push(rect(px, dy + dh * 0.08, pw, dh * 0.38, shade(color, -0.12), { rx: 1.5 }));
      parts.push(rect(px, dy + dh * 0.52, pw, dh * 0.38, shade(color, -0.12), { rx: 1.5 }));
    }
  }
  parts.push(rect(x + w * 0.8, dy + dh * 0.5, w * 0.05, dh * 0.07, '#d9c38a', { rx: 1 }));
  if (o.step)
    parts.push(
      rect(x - 8, y + h, w + 16, 6, o.step),
      line(x - 8, y + h + 6, x + w + 8, y + h + 6, '#000000', 1.5, { opacity: 0.12 }),
    );
  return group(parts);
}

/** Soft shadow band under an eave or balcony. */
export function eaveShadow(x: number, y: number, w: number, h = 10): string {
  return rect(x, y, w, h, '#000000', { opacity: 0.12 });
}

/** Brick chimney with a cap. */
export function chimney(doc: Doc, x: number, y: number, w: number, h: number, wall: Wall): string {
  return group([
    rect(x, y, w, h, wallFill(doc, wall)),
    rect(x - 3, y - 5, w + 6, 6, shade(wall.base, -0.35)),
    rect(x + w * 0.6, y, w * 0.4, h, '#000000', { opacity: 0.12 }),
  ]);
}
