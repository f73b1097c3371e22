/** Outdoor elements shared by facades and banners: sky, clouds, trees, hedges, lawns. */
import type { Rng } from './prng';
import { add, circle, ellipse, group, line, linear, n, path, pd, radial, rect, shade, type Doc } from './svg';

export type Time = 'morning' | 'noon' | 'dusk' | 'overcast';

interface SkyLook {
  top: string;
  mid: string;
  horizon: string;
  sun?: { x: number; y: number; r: number; color: string };
  cloud: string;
  cloudOpacity: number;
  clouds: number;
  /** Colour wash laid over the finished scene to unify the light. */
  grade?: { color: string; opacity: number };
  haze: string;
}

const SKIES: Record<Time, SkyLook> = {
  morning: {
    top: '#8dbde3',
    mid: '#cadfea',
    horizon: '#f7dcc2',
    sun: { x: 0.18, y: 0.55, r: 26, color: '#fff4dc' },
    cloud: '#ffffff',
    cloudOpacity: 0.8,
    clouds: 3,
    grade: { color: '#ffb36b', opacity: 0.06 },
    haze: '#b9c9b8',
  },
  noon: {
    top: '#4b96d6',
    mid: '#88c0ea',
    horizon: '#d9edf8',
    sun: { x: 0.84, y: 0.16, r: 24, color: '#fffbea' },
    cloud: '#ffffff',
    cloudOpacity: 0.95,
    clouds: 4,
    haze: '#a9c4a6',
  },
  dusk: {
    top: '#2d3a6c',
    mid: '#8b5f8e',
    horizon: '#f4a86f',
    sun: { x: 0.72, y: 0.86, r: 30, color: '#ffd38f' },
    cloud: '#f1b5a4',
    cloudOpacity: 0.65,
    clouds: 3,
    grade: { color: '#2a2458', opacity: 0.2 },
    haze: '#7d6f8a',
  },
  overcast: {
    top: '#9db0c1',
    mid: '#c2ced8',
    horizon: '#e4e9ed',
    cloud: '#eef2f5',
    cloudOpacity: 0.9,
    clouds: 6,
    grade: { color: '#5d6b7a', opacity: 0.06 },
    haze: '#a8b6ad',
  },
};

export function hazeColor(time: Time): string {
  return SKIES[time].haze;
}

/** Flat-bottomed cloud, about 100·s wide, resting on baseline y. */
export function cloud(x: number, y: number, s: number, fill: string, opacity: number): string {
  return group(
    [
      circle(x + 18 * s, y - 18 * s, 18 * s, fill),
      circle(x + 46 * s, y - 27 * s, 27 * s, fill),
      circle(x + 80 * s, y - 20 * s, 20 * s, fill),
      rect(x + 18 * s, y - 20 * s, 62 * s, 20 * s, fill),
    ],
    { opacity },
  );
}

/** Sky gradient from the top of the picture down to the horizon, with sun and clouds. */
export function sky(doc: Doc, rng: Rng, time: Time, horizon: number): void {
  const look = SKIES[time];
  const fill = linear(doc, [
    [0, look.top],
    [0.62, look.mid],
    [1, look.horizon],
  ]);
  add(doc, rect(0, 0, doc.width, horizon + 2, fill));
  if (look.sun) {
    const { x, y, r, color } = look.sun;
    const cx = x * doc.width;
    const cy = y * horizon;
    const glow = radial(doc, [
      [0, color, 0.75],
      [0.35, color, 0.25],
      [1, color, 0],
    ]);
    add(doc, circle(cx, cy, r * 5, glow), circle(cx, cy, r, color));
  }
  const parts: string[] = [];
  const slot = doc.width / look.clouds;
  for (let i = 0; i < look.clouds; i += 1) {
    const s = rng.range(0.5, 1.1) * (doc.width / 800);
    const x = slot * i + rng.range(0, Math.max(10, slot - 100 * s));
    const y = rng.range(0.18, 0.55) * horizon;
    parts.push(cloud(x, y, s, look.cloud, look.cloudOpacity));
  }
  add(doc, ...parts);
}

/** Final light wash (warm morning, blue dusk...). */
export function grade(doc: Doc, time: Time): void {
  const g = SKIES[time].grade;
  if (g) add(doc, rect(0, 0, doc.width, doc.height, g.color, { opacity: g.opacity }));
}

/** Bumpy silhouette of distant trees along a baseline. */
export function treeline(doc: Doc, rng: Rng, base: number, height: number, fill: string, opacity = 1): void {
  let d = `M -10 ${n(base + 2)} L -10 ${n(base - height * 0.5)}`;
  let x = -10;
  while (x < doc.width + 10) {
    const step = rng.range(26, 70) * (doc.width / 800);
    const nextX = x + step;
    const y = base - height * rng.range(0.35, 1);
    d += ` A ${n(step * 0.62)} ${n(step * 0.62)} 0 0 1 ${n(nextX)} ${n(y)}`;
    x = nextX;
  }
  d += ` L ${n(x)} ${n(base + 2)} Z`;
  add(doc, path(d, fill, { opacity }));
}

export interface Greens {
  dark: string;
  mid: string;
  light: string;
  trunk: string;
}

export function greens(time: Time, rng: Rng): Greens {
  const base = rng.pick(['#4f8a4b', '#5b9250', '#467f52', '#6a9a4a']);
  const dusk = time === 'dusk' ? -0.25 : 0;
  return {
    dark: shade(base, -0.22 + dusk),
    mid: shade(base, dusk),
    light: shade(base, 0.25 + dusk),
    trunk: shade('#6b4c36', dusk),
  };
}

function groundShadow(cx: number, cy: number, rx: number, opacity = 0.18): string {
  return ellipse(cx, cy, rx, rx * 0.16, '#1d2a1c', { opacity });
}

/** Deciduous tree with a cloud-like crown; size ≈ crown radius. */
export function roundTree(x: number, base: number, size: number, g: Greens): string {
  const s = size;
  return group([
    groundShadow(x, base, s * 0.9),
    rect(x - s * 0.07, base - s * 1.3, s * 0.14, s * 1.3, g.trunk),
    circle(x - s * 0.45, base - s * 1.35, s * 0.55, g.dark),
    circle(x + s * 0.45, base - s * 1.4, s * 0.58, g.dark),
    circle(x, base - s * 1.8, s * 0.7, g.mid),
    circle(x - s * 0.5, base - s * 1.45, s * 0.45, g.mid),
    circle(x - s * 0.25, base - s * 2.0, s * 0.36, g.light),
    circle(x - s * 0.62, base - s * 1.55, s * 0.22, g.light),
  ]);
}

/** Lombardy poplar: the tall narrow tree lining Flemish roads. */
export function poplar(x: number, base: number, h: number, g: Greens): string {
  const rx = h * 0.11;
  const ry = h * 0.43;
  const cy = base - h * 0.55;
  return group([
    groundShadow(x, base, rx * 1.6),
    rect(x - h * 0.015, base - h * 0.2, h * 0.03, h * 0.2, g.trunk),
    ellipse(x, cy, rx, ry, g.mid),
    path(pd`M ${x} ${cy - ry} A ${rx} ${ry} 0 0 0 ${x} ${cy + ry} Z`, g.light, { opacity: 0.55 }),
  ]);
}

/** Conifer made of three stacked triangles. */
export function conifer(x: number, base: number, h: number, g: Greens): string {
  const w = h * 0.42;
  const tiers = [0, 1, 2].map((i) => {
    const top = base - h + i * h * 0.24;
    const bottom = top + h * 0.42;
    const half = w * (0.55 + i * 0.22);
    return path(pd`M ${x} ${top} L ${x + half} ${bottom} L ${x - half} ${bottom} Z`, i === 1 ? g.mid : g.dark);
  });
  return group([
    groundShadow(x, base, w * 0.8),
    rect(x - h * 0.03, base - h * 0.16, h * 0.06, h * 0.16, g.trunk),
    ...tiers,
  ]);
}

/** Pollard willow (knotwilg): thick short trunk and a puffy silvery crown. */
export function willow(x: number, base: number, s: number, time: Time): string {
  const crown = time === 'dusk' ? '#6f7d68' : '#9fb68c';
  const trunk = '#5e4a3a';
  const head = base - s * 0.84;
  const shoots = [-62, -42, -22, 0, 22, 42, 62].map((a) => {
    const rad = (a * Math.PI) / 180;
    return line(x, head, x + Math.sin(rad) * s * 0.95, head - Math.cos(rad) * s * 0.95, shade(crown, -0.3), s * 0.025);
  });
  return group([
    groundShadow(x, base, s * 0.7),
    ...shoots,
    path(
      pd`M ${x - s * 0.13} ${base} L ${x - s * 0.09} ${base - s * 0.8} L ${x + s * 0.09} ${base - s * 0.8} L ${x + s * 0.13} ${base} Z`,
      trunk,
    ),
    circle(x, base - s * 0.84, s * 0.13, shade(trunk, -0.1)),
    group(
      [
        circle(x - s * 0.34, base - s * 1.3, s * 0.36, shade(crown, -0.14)),
        circle(x + s * 0.34, base - s * 1.3, s * 0.36, shade(crown, -0.14)),
        circle(x, base - s * 1.5, s * 0.42, crown),
      ],
      { opacity: 0.88 },
    ),
    circle(x - s * 0.16, base - s * 1.64, s * 0.16, shade(crown, 0.2), { opacity: 0.8 }),
  ]);
}

/** Clipped hedge, rounded, lit from above. */
export function hedge(x: number, y: number, w: number, h: number, g: Greens): string {
  return group([
    rect(x, y, w, h, g.dark, { rx: h * 0.28 }),
    rect(x + 3, y + 2, w - 6, h * 0.35, g.mid, { rx: h * 0.18 }),
  ]);
}

/** Round bush of a few circles. */
export function shrub(x: number, base: number, r: number, g: Greens): string {
  return group([
    circle(x - r * 0.6, base - r * 0.6, r * 0.7, g.dark),
    circle(x + r * 0.6, base - r * 0.55, r * 0.65, g.dark),
    circle(x, base - r * 0.85, r * 0.8, g.mid),
    circle(x - r * 0.25, base - r * 1.1, r * 0.35, g.light),
  ]);
}

/** Lawn (or field) from y down to the bottom of the picture. */
export function lawn(doc: Doc, y: number, time: Time, tone = '#7fb069'): void {
  const dusk = time === 'dusk' ? -0.3 : time === 'overcast' ? -0.08 : 0;
  const fill = linear(doc, [
    [0, shade(tone, dusk - 0.05)],
    [1, shade(tone, dusk + 0.08)],
  ]);
  add(doc, rect(0, y, doc.width, doc.height - y, fill));
}
