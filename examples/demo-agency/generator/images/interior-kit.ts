/** Building blocks for interior scenes: room shell, windows with a view, art, plants, lamps. */
import { cloud, type Time } from './nature';
import type { Rng } from './prng';
import {
  add,
  circle,
  createDoc,
  ellipse,
  el,
  group,
  line,
  linear,
  path,
  pd,
  poly,
  radial,
  rect,
  shade,
  type Doc,
} from './svg';

export const WALL_COLORS = ['#eadfcf', '#d9e0d2', '#ead6c5', '#d5dde3', '#efe9e0', '#cdbba8', '#e4d9c0'] as const;
export const WOODS = ['#c49a6c', '#b08358', '#d8b88e', '#8f6a4a'] as const;

export type FloorKind = 'oak' | 'tile' | 'concrete';

/** Soft contact shadow under furniture. */
export function softShadow(doc: Doc, cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  const fill = radial(
    doc,
    [
      [0, '#2a1f18', opacity],
      [0.7, '#2a1f18', opacity * 0.35],
      [1, '#2a1f18', 0],
    ],
    undefined,
    `shadow-${opacity}`,
  );
  return ellipse(cx, cy, rx, ry, fill);
}

/** Back wall, skirting board and a floor in perspective (vanishing point in the middle). */
export function room(rng: Rng, wall: string, floor: FloorKind, floorY: number): Doc {
  const doc = createDoc(800, 600);
  add(
    doc,
    rect(
      0,
      0,
      800,
      floorY,
      linear(doc, [
        [0, shade(wall, -0.06)],
        [0.5, wall],
        [1, shade(wall, -0.03)],
      ]),
    ),
  );
  add(doc, rect(0, 0, 800, 14, shade(wall, 0.25)), rect(0, 14, 800, 3, '#000000', { opacity: 0.05 }));
  const tone =
    floor === 'oak' ? rng.pick(WOODS) : floor === 'tile' ? rng.pick(['#d9d4cb', '#bfb8ad', '#9a9894']) : '#b9b5ae';
  add(
    doc,
    rect(
      0,
      floorY,
      800,
      600 - floorY,
      linear(doc, [
        [0, shade(tone, -0.12)],
        [1, shade(tone, 0.08)],
      ]),
    ),
  );
  const lines: string[] = [];
  const vx = 400;
  const spread = floor === 'oak' ? 46 : 70;
  for (let i = -12; i <= 12; i += 1) {
    lines.push(
      line(vx + i * spread, floorY, vx + i * spread * 3.2, 600, shade(tone, -0.22), floor === 'concrete' ? 0 : 1.2),
    );
  }
  if (floor === 'tile') {
    for (let y = floorY + 14, step = 14; y < 600; step *= 1.35, y += step)
      lines.push(line(0, y, 800, y, shade(tone, -0.22), 1.2));
  }
  if (floor === 'oak') {
    for (let k = 0; k < 40; k += 1) {
      const t = rng.next();
      const y = floorY + (600 - floorY) * t;
      const i = rng.int(-12, 11);
      const x1 = vx + i * spread * (1 + 2.2 * t);
      lines.push(line(x1, y, x1 + spread * (1 + 2.2 * t), y, shade(tone, -0.2), 1));
    }
  }
  add(doc, group(lines, { opacity: 0.55 }));
  add(doc, rect(0, floorY - 12, 800, 12, shade(wall, 0.3)), rect(0, floorY, 800, 4, '#000000', { opacity: 0.08 }));
  return doc;
}

/** A window in the back wall with a garden view; optional curtains. */
export function viewWindow(
  doc: Doc,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  time: Time,
  curtains?: string,
): void {
  const skyFill = linear(
    doc,
    time === 'dusk'
      ? [
          [0, '#3b467a'],
          [0.6, '#b26e8a'],
          [1, '#f2a870'],
        ]
      : [
          [0, '#8cc2e8'],
          [1, '#dbeef7'],
        ],
  );
  add(
    doc,
    rect(x - 10, y - 10, w + 20, h + 20, '#f7f4ee'),
    rect(x - 4, y - 4, w + 8, h + 8, '#000000', { opacity: 0.08 }),
  );
  add(doc, rect(x, y, w, h, skyFill));
  add(doc, cloud(x + w * 0.15, y + h * 0.3, w / 400, '#ffffff', time === 'dusk' ? 0.4 : 0.85));
  const hill = time === 'dusk' ? '#4f5f56' : '#7fae6a';
  add(
    doc,
    path(
      pd`M ${x} ${y + h * 0.68} Q ${x + w * 0.3} ${y + h * 0.58} ${x + w * 0.6} ${y + h * 0.66} T ${x + w} ${y + h * 0.62} V ${y + h} H ${x} Z`,
      hill,
    ),
  );
  for (let i = 0; i < 3; i += 1) {
    const tx = x + w * rng.range(0.1, 0.9);
    add(doc, circle(tx, y + h * 0.6, Math.min(w, h) * rng.range(0.08, 0.14), shade(hill, -0.18)));
  }
  add(doc, rect(x, y + h * 0.82, w, h * 0.18, shade(hill, -0.08)));
  const bar = 6;
  add(doc, rect(x + w / 2 - bar / 2, y, bar, h, '#f7f4ee'), rect(x, y + h * 0.3, w, bar, '#f7f4ee'));
  add(
    doc,
    rect(x - 16, y + h + 8, w + 32, 8, '#f7f4ee'),
    rect(x - 16, y + h + 16, w + 32, 4, '#000000', { opacity: 0.08 }),
  );
  if (curtains) {
    const cw = w * 0.28;
    for (const [cx, dir] of [
      [x - 30, 1],
      [x + w + 30 - cw, -1],
    ] as const) {
      const folds = linear(
        doc,
        [
          [0, shade(curtains, -0.1)],
          [0.25, curtains],
          [0.5, shade(curtains, -0.1)],
          [0.75, curtains],
          [1, shade(curtains, -0.1)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
        `curtain-${curtains}`,
      );
      add(
        doc,
        path(
          pd`M ${cx} ${y - 26} H ${cx + cw} V ${y + h + 60} Q ${cx + cw / 2 + dir * 10} ${y + h + 70} ${cx} ${y + h + 60} Z`,
          folds,
        ),
      );
    }
    add(doc, rect(x - 46, y - 30, w + 92, 5, '#3a3632', { rx: 2 }));
  }
}

/** Framed abstract print. */
export function artwork(doc: Doc, rng: Rng, x: number, y: number, w: number, h: number): void {
  const palette = rng.pick([
    ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
    ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
    ['#c8553d', '#f28f3b', '#ffd5c2', '#588b8b'],
    ['#6d597a', '#b56576', '#e56b6f', '#eaac8b'],
  ] as const);
  const pick = (i: number): string => palette[i % palette.length] ?? '#888888';
  add(
    doc,
    rect(x + 4, y + 6, w, h, '#000000', { opacity: 0.12 }),
    rect(x, y, w, h, '#2f2a26'),
    rect(x + 5, y + 5, w - 10, h - 10, '#faf7f2'),
  );
  const ix = x + w * 0.16;
  const iy = y + h * 0.16;
  const iw = w * 0.68;
  const ih = h * 0.68;
  const shapes: string[] = [rect(ix, iy, iw, ih, shade(pick(3), 0.55))];
  const kind = rng.int(0, 2);
  if (kind === 0)
    shapes.push(
      circle(ix + iw * 0.62, iy + ih * 0.38, Math.min(iw, ih) * 0.26, pick(0)),
      rect(ix, iy + ih * 0.62, iw, ih * 0.38, pick(1)),
    );
  if (kind === 1)
    shapes.push(
      path(pd`M ${ix} ${iy + ih} A ${iw * 0.5} ${iw * 0.5} 0 0 1 ${ix + iw} ${iy + ih} Z`, pick(2)),
      rect(ix + iw * 0.15, iy + ih * 0.15, iw * 0.3, ih * 0.3, pick(0)),
    );
  if (kind === 2)
    shapes.push(
      poly(
        [
          [ix, iy + ih],
          [ix + iw * 0.45, iy + ih * 0.3],
          [ix + iw * 0.8, iy + ih],
        ],
        pick(1),
      ),
      poly(
        [
          [ix + iw * 0.4, iy + ih],
          [ix + iw * 0.75, iy + ih * 0.5],
          [ix + iw, iy + ih],
        ],
        pick(0),
      ),
      circle(ix + iw * 0.25, iy + ih * 0.25, iw * 0.1, pick(3)),
    );
  add(doc, group(shapes));
}

/** Potted plant with leaves fanned out from the pot. */
export function plant(doc: Doc, x: number, base: number, size: number, pot = '#d9cfc2'): void {
  const leaf = '#4f7f52';
  add(doc, softShadow(doc, x, base, size * 0.55, size * 0.1));
  const leaves: string[] = [];
  const angles = [-70, -45, -25, -8, 10, 28, 48, 70];
  angles.forEach((a, i) => {
    const len = size * (0.55 + ((i * 37) % 5) * 0.08);
    const cy = base - size * 0.5 - len * 0.5;
    const fill = i % 2 === 0 ? leaf : shade(leaf, 0.15);
    leaves.push(
      el('ellipse', {
        cx: x,
        cy,
        rx: size * 0.13,
        ry: len * 0.5,
        fill,
        transform: `rotate(${a} ${x} ${base - size * 0.45})`,
      }),
    );
  });
  add(doc, group(leaves));
  add(
    doc,
    poly(
      [
        [x - size * 0.3, base - size * 0.5],
        [x + size * 0.3, base - size * 0.5],
        [x + size * 0.22, base],
        [x - size * 0.22, base],
      ],
      pot,
    ),
  );
  add(doc, rect(x - size * 0.32, base - size * 0.54, size * 0.64, size * 0.08, shade(pot, -0.08)));
}

/** Warm pool of light around a lamp. */
export function glow(doc: Doc, cx: number, cy: number, r: number, strength = 0.45): string {
  const fill = radial(
    doc,
    [
      [0, '#fff1c9', strength],
      [1, '#fff1c9', 0],
    ],
    undefined,
    `glow-${strength}`,
  );
  return circle(cx, cy, r, fill);
}

/** Pendant lamp hanging from the ceiling. */
export function pendant(doc: Doc, x: number, drop: number, r: number, color: string, lit: boolean): void {
  add(doc, line(x, 0, x, drop, '#3a3632', 1.5));
  if (lit) add(doc, glow(doc, x, drop + r * 0.6, r * 3.2, 0.5));
  add(doc, path(pd`M ${x - r} ${drop + r * 0.8} A ${r} ${r} 0 0 1 ${x + r} ${drop + r * 0.8} Z`, color));
  add(doc, ellipse(x, drop + r * 0.8, r * 0.45, r * 0.12, lit ? '#fff3cf' : shade(color, -0.2)));
}

/** Floor lamp with a drum shade. */
export function floorLamp(doc: Doc, x: number, base: number, h: number, shadeColor: string, lit: boolean): void {
  add(doc, softShadow(doc, x, base, 36, 7));
  if (lit) add(doc, glow(doc, x, base - h + 20, 150, 0.4));
  add(doc, rect(x - 1.5, base - h + 30, 3, h - 30, '#3a3632'), ellipse(x, base - 2, 20, 5, '#3a3632'));
  add(
    doc,
    poly(
      [
        [x - 26, base - h],
        [x + 26, base - h],
        [x + 34, base - h + 46],
        [x - 34, base - h + 46],
      ],
      shadeColor,
    ),
  );
}
