/** Landmarks for the wide banners: church tower, belfry, windmill. */
import type { Time } from './nature';
import { glassFill, roofFill, wallFill, type Wall } from './parts';
import { circle, el, group, path, pd, poly, rect, shade, type Doc } from './svg';

function belfryOpening(x: number, y: number, w: number, h: number, time: Time): string {
  return path(
    pd`M ${x} ${y + h} V ${y + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V ${y + h} Z`,
    time === 'dusk' ? '#2b2a3a' : '#3a3632',
  );
}

/** Gothic church tower with a slate spire, clock and louvred openings. */
export function churchTower(doc: Doc, x: number, base: number, w: number, h: number, wall: Wall, time: Time): string {
  const top = base - h;
  const spire = shade('#56616c', time === 'dusk' ? -0.25 : 0);
  return group([
    rect(x, top, w, h, wallFill(doc, wall)),
    rect(x + w * 0.78, top, w * 0.22, h, '#000000', { opacity: 0.1 }),
    rect(x - 8, top - 6, w + 16, 12, shade(wall.base, -0.3)),
    poly(
      [
        [x - 4, top - 6],
        [x + w / 2, top - h * 0.55],
        [x + w + 4, top - 6],
      ],
      spire,
    ),
    poly(
      [
        [x + w / 2, top - h * 0.55],
        [x + w + 4, top - 6],
        [x + w * 0.62, top - 6],
      ],
      '#000000',
      { opacity: 0.12 },
    ),
    rect(x + w / 2 - 2, top - h * 0.55 - 30, 4, 30, '#c7a46a'),
    rect(x + w / 2 - 10, top - h * 0.55 - 22, 20, 4, '#c7a46a'),
    belfryOpening(x + w * 0.18, top + h * 0.08, w * 0.24, h * 0.16, time),
    belfryOpening(x + w * 0.58, top + h * 0.08, w * 0.24, h * 0.16, time),
    circle(x + w / 2, top + h * 0.36, w * 0.18, '#f4f1ea'),
    circle(x + w / 2, top + h * 0.36, w * 0.15, '#e9e2d3', { stroke: '#3a3632', 'stroke-width': 2 }),
    el('line', {
      x1: x + w / 2,
      y1: top + h * 0.36,
      x2: x + w / 2,
      y2: top + h * 0.36 - w * 0.11,
      stroke: '#3a3632',
      'stroke-width': 3,
    }),
    el('line', {
      x1: x + w / 2,
      y1: top + h * 0.36,
      x2: x + w / 2 + w * 0.08,
      y2: top + h * 0.36,
      stroke: '#3a3632',
      'stroke-width': 3,
    }),
    belfryOpening(x + w * 0.35, top + h * 0.55, w * 0.3, h * 0.3, time),
    rect(x + w * 0.35, top + h * 0.62, w * 0.3, h * 0.23, glassFill(doc, time, time === 'dusk'), { opacity: 0.6 }),
  ]);
}

/** Flemish belfry: square brick tower with corner turrets and a stepped crown. */
export function belfry(doc: Doc, x: number, base: number, w: number, h: number, wall: Wall, time: Time): string {
  const top = base - h;
  const crownW = w * 0.7;
  const cx = x + (w - crownW) / 2;
  const parts = [
    rect(x, top, w, h, wallFill(doc, wall)),
    rect(x + w * 0.8, top, w * 0.2, h, '#000000', { opacity: 0.1 }),
    rect(x - 10, top - 10, w + 20, 14, shade(wall.base, -0.3)),
    rect(cx, top - h * 0.28, crownW, h * 0.28, wallFill(doc, wall)),
    rect(cx - 8, top - h * 0.28 - 10, crownW + 16, 12, shade(wall.base, -0.3)),
    poly(
      [
        [cx, top - h * 0.28 - 10],
        [cx + crownW / 2, top - h * 0.55],
        [cx + crownW, top - h * 0.28 - 10],
      ],
      roofFill(doc, shade('#56616c', time === 'dusk' ? -0.2 : 0)),
    ),
    rect(cx + crownW / 2 - 2, top - h * 0.55 - 26, 4, 26, '#c7a46a'),
    circle(cx + crownW / 2, top - h * 0.55 - 30, 6, '#c7a46a'),
  ];
  for (const tx of [x - 12, x + w - 12]) {
    parts.push(
      rect(tx, top - 40, 24, 40, wallFill(doc, wall)),
      poly(
        [
          [tx - 4, top - 40],
          [tx + 12, top - 80],
          [tx + 28, top - 40],
        ],
        shade('#56616c', -0.1),
      ),
    );
  }
  for (const ox of [0.15, 0.55])
    parts.push(belfryOpening(cx + crownW * ox, top - h * 0.22, crownW * 0.3, h * 0.16, time));
  for (let i = 0; i < 3; i += 1)
    parts.push(belfryOpening(x + w * (0.12 + i * 0.28), top + h * 0.12, w * 0.2, h * 0.22, time));
  parts.push(
    circle(x + w / 2, top + h * 0.5, w * 0.16, '#f4f1ea'),
    circle(x + w / 2, top + h * 0.5, w * 0.13, '#1f4e46'),
  );
  return group(parts);
}

/** Flemish post mill: wooden body on a brick base, four lattice sails. */
export function windmill(x: number, base: number, s: number, time: Time): string {
  const body = shade('#8a6a4a', time === 'dusk' ? -0.3 : 0);
  const sail = time === 'dusk' ? '#4a4048' : '#f4f1ea';
  const hubY = base - s * 1.35;
  const sails: string[] = [];
  for (const a of [20, 110, 200, 290]) {
    sails.push(
      el(
        'g',
        { transform: `rotate(${a} ${x} ${hubY})` },
        [
          rect(x - 3, hubY - s * 1.1, 6, s * 1.1, '#5a3e27'),
          rect(x + 3, hubY - s * 1.05, s * 0.16, s * 0.85, sail, { opacity: 0.85 }),
          ...[0.2, 0.4, 0.6, 0.8].map((t) => rect(x + 3, hubY - s * 1.05 + s * 0.85 * t, s * 0.16, 2, '#5a3e27')),
        ].join(''),
      ),
    );
  }
  return group([
    poly(
      [
        [x - s * 0.35, base],
        [x - s * 0.18, base - s * 0.7],
        [x + s * 0.18, base - s * 0.7],
        [x + s * 0.35, base],
      ],
      shade('#b4573f', time === 'dusk' ? -0.3 : 0),
    ),
    rect(x - s * 0.3, base - s * 1.6, s * 0.6, s * 0.9, body),
    poly(
      [
        [x - s * 0.36, base - s * 1.6],
        [x, base - s * 1.9],
        [x + s * 0.36, base - s * 1.6],
      ],
      shade(body, -0.25),
    ),
    rect(x - s * 0.08, base - s * 1.1, s * 0.16, s * 0.22, shade(body, -0.35)),
    ...sails,
    circle(x, hubY, s * 0.06, '#3a3632'),
  ]);
}
