/** Farmhouse with barn, building plot with a sign post, and a row of garage boxes. */
import { grade, lawn, poplar, roundTree, shrub, willow, type Greens, type Time } from './nature';
import { outdoor, road } from './outdoor';
import { archRect, chimney, door, eaveShadow, roofFill, WALLS, wallFill, windowShape, type Wall } from './parts';
import type { Rng } from './prng';
import { add, group, line, path, pattern, poly, rect, shade, type Doc } from './svg';

/** Small distant house: wall, pitched roof, two windows and a door. */
export function smallHouse(
  doc: Doc,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: Wall,
  roof: string,
  time: Time,
): string {
  const ww = w * 0.2;
  return group([
    poly(
      [
        [x - w * 0.06, base - h],
        [x + w / 2, base - h - w * 0.42],
        [x + w * 1.06, base - h],
      ],
      roof,
    ),
    rect(x, base - h, w, h, wall.base),
    windowShape(doc, {
      x: x + w * 0.14,
      y: base - h * 0.75,
      w: ww,
      h: h * 0.35,
      frame: '#ffffff',
      time,
      cols: 1,
      lit: time === 'dusk',
    }),
    windowShape(doc, { x: x + w * 0.66, y: base - h * 0.75, w: ww, h: h * 0.35, frame: '#ffffff', time, cols: 1 }),
    rect(x + w * 0.43, base - h * 0.55, w * 0.14, h * 0.55, shade(roof, -0.2)),
  ]);
}

function fence(y: number, from: number, to: number, color: string): string {
  const parts = [rect(from, y - 26, to - from, 4, color), rect(from, y - 14, to - from, 4, color)];
  for (let x = from; x <= to; x += 46) parts.push(rect(x, y - 34, 6, 36, shade(color, -0.15)));
  return group(parts);
}

/** Flemish farmstead (hoeve): white long house with tarred plinth, red brick barn, poplars and willows. */
export function farmhouse(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 420);
  lawn(doc, 420, time, '#8fb564');
  const bands = ['#a98d63', '#9dbb6a', '#c9b46e', '#86ad5e'];
  for (let i = 0; i < 4; i += 1)
    add(doc, rect(0, 420 + i * 9, 800, 9, shade(rng.pick(bands), time === 'dusk' ? -0.3 : 0), { opacity: 0.7 }));
  for (let i = 0; i < 6; i += 1) add(doc, poplar(560 + i * 44 + rng.range(-6, 6), 428, rng.range(140, 175), g));
  const base = 470;
  const roof = rng.pick(['#c0683f', '#a9553b', '#5c4538']);
  const shutter = rng.pick(['#2f5d3a', '#8c2f2a', '#e9e2d3', '#35506b']);
  const white: Wall = rng.chance(0.7) ? WALLS.white : WALLS.render;
  const brick = WALLS[rng.pick(['red', 'brown'] as const)];
  add(
    doc,
    poly(
      [
        [388, base - 136],
        [455, base - 262],
        [690, base - 262],
        [757, base - 136],
      ],
      roofFill(doc, rng.pick(['#56616c', '#5c4538', '#3f4349'])),
    ),
  );
  add(doc, rect(400, base - 140, 345, 140, wallFill(doc, brick)), eaveShadow(400, base - 140, 345, 10));
  add(doc, path(archRect(515, base - 112, 120, 112, 18), '#7b5638'));
  add(doc, ...[1, 2, 3, 4, 5].map((i) => rect(515 + i * 20, base - 120, 2, 120, '#5a3e27', { opacity: 0.6 })));
  add(doc, rect(573, base - 112, 4, 112, '#4b3421'));
  for (const vx of [440, 680])
    add(doc, windowShape(doc, { x: vx, y: base - 110, w: 34, h: 30, frame: '#e9e2d3', time, cols: 1 }));
  add(doc, chimney(doc, 108, base - 250, 20, 60, brick), chimney(doc, 340, base - 250, 20, 60, brick));
  add(
    doc,
    poly(
      [
        [42, base - 96],
        [100, base - 226],
        [370, base - 226],
        [428, base - 96],
      ],
      roofFill(doc, roof),
    ),
  );
  add(doc, rect(58, base - 100, 350, 100, wallFill(doc, white)), eaveShadow(58, base - 100, 350, 9));
  add(doc, rect(58, base - 20, 350, 20, '#2b2b2d'));
  for (const wx of [92, 170, 300, 368]) {
    const x = wx === 368 ? 352 : wx;
    add(
      doc,
      windowShape(doc, {
        x,
        y: base - 80,
        w: 36,
        h: 46,
        frame: '#ffffff',
        time,
        rows: 2,
        shutters: wx === 368 ? undefined : shutter,
        lit: time === 'dusk' && rng.chance(0.6),
      }),
    );
  }
  add(doc, door(doc, { x: 236, y: base - 86, w: 40, h: 86, color: shutter, time, step: '#8e9193' }));
  add(doc, rect(236, base - 45, 40, 3, shade(shutter, -0.3)));
  const yard = shade('#d3c6ab', time === 'dusk' ? -0.3 : 0);
  add(
    doc,
    poly(
      [
        [515, base],
        [635, base],
        [700, 600],
        [440, 600],
      ],
      yard,
    ),
    poly(
      [
        [236, base],
        [276, base],
        [300, 600],
        [215, 600],
      ],
      yard,
    ),
  );
  add(doc, shrub(30, base + 2, 26, g), shrub(420, base + 4, 16, g));
  add(doc, fence(548, -10, 200, '#8a6a4a'), fence(548, 320, 420, '#8a6a4a'), fence(548, 720, 810, '#8a6a4a'));
  add(doc, willow(150, 560, 70, time), willow(360, 575, 62, time), willow(770, 570, 66, time));
  grade(doc, time);
  return doc;
}

function signPost(x: number, ground: number, accent: string, board: string): string {
  const bw = 170;
  const by = ground - 200;
  const parts = [
    rect(x + 16, ground - 4, bw - 32, 8, '#000000', { rx: 4, opacity: 0.15 }),
    rect(x + 22, by + 40, 9, 164, '#7a5b3f'),
    rect(x + bw - 31, by + 40, 9, 164, '#7a5b3f'),
    rect(x, by, bw, 118, board, { rx: 4 }),
    rect(x, by + 92, bw, 26, accent, { rx: 4 }),
    rect(x, by + 92, bw, 8, accent),
    poly(
      [
        [x + 20, by + 40],
        [x + 42, by + 20],
        [x + 64, by + 40],
        [x + 64, by + 70],
        [x + 20, by + 70],
      ],
      '#ffffff',
    ),
    rect(x + 36, by + 52, 12, 18, board),
    rect(x + 78, by + 26, 72, 10, '#ffffff', { rx: 3, opacity: 0.9 }),
    rect(x + 78, by + 44, 56, 7, '#ffffff', { rx: 3, opacity: 0.6 }),
    rect(x + 78, by + 58, 64, 7, '#ffffff', { rx: 3, opacity: 0.6 }),
    rect(x + 40, by + 102, 90, 7, '#ffffff', { rx: 3, opacity: 0.85 }),
  ];
  return group(parts);
}

function peg(x: number, y: number): string {
  return group([
    rect(x - 3, y - 26, 6, 28, '#f4f1ea'),
    rect(x - 3, y - 26, 6, 7, '#d8483b'),
    rect(x - 3, y - 12, 6, 7, '#d8483b'),
  ]);
}

/** Building plot: mown field with boundary pegs and an agency sign, neighbours in the background. */
export function buildingPlot(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 400);
  lawn(doc, 400, time, '#93b86a');
  add(
    doc,
    smallHouse(
      doc,
      40,
      410,
      150,
      70,
      WALLS[rng.pick(['red', 'yellow', 'white'] as const)],
      rng.pick(['#a9553b', '#3f4349']),
      time,
    ),
  );
  add(
    doc,
    smallHouse(
      doc,
      620,
      412,
      140,
      64,
      WALLS[rng.pick(['grey', 'white', 'red'] as const)],
      rng.pick(['#56616c', '#c0683f']),
      time,
    ),
  );
  add(doc, roundTree(250, 412, 34, g), roundTree(560, 414, 30, g), shrub(205, 414, 14, g));
  const stripes: string[] = [];
  for (let i = -7; i <= 7; i += 2)
    stripes.push(
      poly(
        [
          [400 + i * 70, 420],
          [400 + (i + 1) * 70, 420],
          [400 + (i + 1) * 300, 600],
          [400 + i * 300, 600],
        ],
        '#ffffff',
        { opacity: 0.07 },
      ),
    );
  add(doc, rect(0, 418, 800, 4, shade(g.dark, -0.1), { opacity: 0.5 }), ...stripes);
  const corners: [number, number][] = [
    [200, 440],
    [600, 440],
    [700, 545],
    [100, 545],
  ];
  const rope = corners.map(([x, y]) => `${x},${y - 18}`).join(' ');
  add(
    doc,
    `<polygon points="${rope}" fill="none" stroke="#f4f1ea" stroke-width="1.5" stroke-dasharray="6 4" opacity="0.8"/>`,
  );
  add(doc, ...corners.map(([x, y]) => peg(x, y)));
  add(
    doc,
    signPost(440, 515, rng.pick(['#e8b04b', '#d8703f', '#7fb3a8']), rng.pick(['#1f4e46', '#24324d', '#7a2f2a'])),
  );
  road(doc, 566, time);
  add(doc, rect(0, 560, 800, 7, '#c9c5bd'));
  grade(doc, time);
  return doc;
}

/** Row of garage boxes with up-and-over doors on an asphalt forecourt. */
export function garages(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 400);
  const back: Greens = g;
  for (let i = 0; i < 4; i += 1) {
    add(
      doc,
      smallHouse(
        doc,
        20 + i * 200 + rng.range(0, 30),
        360,
        140,
        70,
        WALLS[rng.pick(['red', 'yellow', 'white', 'grey'] as const)],
        rng.pick(['#a9553b', '#3f4349', '#56616c']),
        time,
      ),
    );
  }
  add(doc, roundTree(190, 362, 40, back), roundTree(610, 362, 46, back));
  const base = 470;
  const top = base - 118;
  const wallColor = rng.pick(['#c9c5bd', '#b8b2a7', '#9c9690']);
  add(
    doc,
    rect(0, top, 800, 118, wallColor),
    rect(0, top - 14, 800, 16, shade(wallColor, 0.25)),
    rect(0, top + 2, 800, 8, '#000000', { opacity: 0.15 }),
  );
  const palette = rng.chance(0.5)
    ? ['#3f4349', '#3f4349']
    : ['#35506b', '#7a2f2a', '#1f4e46', '#e9e2d3', '#8a6a45', '#56616c'];
  for (let i = 0; i < 6; i += 1) {
    const x = 24 + i * 128;
    const color = rng.pick(palette);
    const ribs = pattern(doc, 9, 20, rect(0, 0, 9, 20, color) + rect(7, 0, 2, 20, shade(color, -0.2)), `ribs-${color}`);
    add(doc, rect(x - 4, top + 22, 112, base - top - 22, '#000000', { opacity: 0.14 }));
    add(doc, rect(x, top + 26, 104, base - top - 26, ribs), rect(x + 46, base - 52, 12, 4, '#d9d5cc', { rx: 2 }));
  }
  road(doc, base, time);
  const marks: string[] = [];
  for (let i = 0; i < 7; i += 1)
    marks.push(line(14 + i * 128, base + 8, -40 + i * 150, 600, '#f2efe6', 3, { opacity: 0.7 }));
  add(doc, group(marks));
  const tufts: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const tx = rng.range(0, 800);
    tufts.push(line(tx, base + 2, tx - 5, base - 10, g.mid, 2), line(tx, base + 2, tx + 4, base - 12, g.light, 2));
  }
  add(doc, group(tufts, { 'stroke-linecap': 'round' }));
  add(doc, rect(0, base - 1, 800, 3, shade(wallColor, -0.3)));
  lawnStrip(doc, time, g);
  grade(doc, time);
  return doc;
}

function lawnStrip(doc: Doc, time: Time, g: Greens): void {
  add(
    doc,
    rect(0, 570, 800, 30, shade('#7fb069', time === 'dusk' ? -0.3 : 0)),
    rect(0, 570, 800, 4, g.dark, { opacity: 0.4 }),
  );
}
