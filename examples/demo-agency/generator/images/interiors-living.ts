/** Living room and kitchen interiors. */
import {
  artwork,
  floorLamp,
  glow,
  pendant,
  plant,
  room,
  softShadow,
  viewWindow,
  WALL_COLORS,
  WOODS,
  type FloorKind,
} from './interior-kit';
import type { Time } from './nature';
import type { Rng } from './prng';
import { add, circle, ellipse, group, line, linear, pattern, poly, rect, shade, type Doc } from './svg';

const SOFAS = ['#5f7a6b', '#c98b5b', '#3f5566', '#b7a999', '#9b4f3f', '#6c6f8a', '#8a9a6b'] as const;

function sofa(doc: Doc, rng: Rng, x: number, base: number, w: number, color: string): void {
  const dark = shade(color, -0.14);
  add(doc, softShadow(doc, x + w / 2, base + 4, w * 0.58, 16, 0.35));
  add(doc, rect(x + 20, base - 150, w - 40, 90, dark, { rx: 16 }));
  const cushions = w > 380 ? 3 : 2;
  const cw = (w - 60) / cushions;
  for (let i = 0; i < cushions; i += 1) add(doc, rect(x + 30 + i * cw, base - 140, cw - 6, 78, color, { rx: 14 }));
  add(
    doc,
    rect(x + 10, base - 72, w - 20, 50, color, { rx: 12 }),
    rect(x + 10, base - 40, w - 20, 18, dark, { rx: 8 }),
  );
  for (const ax of [x - 6, x + w - 40])
    add(
      doc,
      rect(ax, base - 110, 46, 92, shade(color, 0.06), { rx: 18 }),
      rect(ax, base - 110, 46, 14, shade(color, 0.16), { rx: 7 }),
    );
  for (const lx of [x + 14, x + w - 24]) add(doc, rect(lx, base - 22, 10, 22, '#3a3632'));
  const accents = ['#e8b04b', '#e9e2d3', '#d8703f', '#7fb3a8', '#2f3438'];
  for (const [px, rot] of [
    [x + 50, -8],
    [x + w - 120, 6],
  ] as const) {
    add(
      doc,
      rect(px, base - 122, 70, 62, rng.pick(accents), { rx: 10, transform: `rotate(${rot} ${px + 35} ${base - 91})` }),
    );
  }
}

/** Living room: sofa, rug, coffee table, floor lamp, plant, window and art. */
export function livingRoom(rng: Rng, time: Time): Doc {
  const floor: FloorKind = rng.pick(['oak', 'oak', 'concrete']);
  const wall = rng.pick(WALL_COLORS);
  const doc = room(rng, wall, floor, 430);
  const windowLeft = rng.chance(0.5);
  const wx = windowLeft ? 50 : 590;
  viewWindow(
    doc,
    rng,
    wx,
    90,
    160,
    250,
    time,
    rng.chance(0.6) ? rng.pick(['#e9e2d3', '#c9b59a', '#9fae9a']) : undefined,
  );
  add(
    doc,
    poly(
      [
        [wx, 432],
        [wx + 160, 432],
        [wx + 260, 600],
        [wx - 40, 600],
      ],
      linear(
        doc,
        [
          [0, '#fff6df', 0.28],
          [1, '#fff6df', 0],
        ],
        undefined,
        'sunpatch',
      ),
    ),
  );
  const sx = windowLeft ? 270 : 130;
  if (rng.chance(0.5)) artwork(doc, rng, sx + 110, 110, 180, 130);
  else [0, 1, 2].forEach((i) => artwork(doc, rng, sx + 60 + i * 100, 140 + (i % 2) * 14, 80, 100));
  const rugColor = rng.pick(['#e7dccb', '#c7b299', '#9fae9a', '#c98b5b', '#7d8a99']);
  add(
    doc,
    poly(
      [
        [sx - 40, 470],
        [sx + 440, 470],
        [sx + 520, 580],
        [sx - 120, 580],
      ],
      rugColor,
    ),
  );
  add(
    doc,
    poly(
      [
        [sx - 24, 478],
        [sx + 424, 478],
        [sx + 494, 570],
        [sx - 94, 570],
      ],
      'none',
      { stroke: shade(rugColor, -0.15), 'stroke-width': 4 },
    ),
  );
  sofa(doc, rng, sx, 482, 400, rng.pick(SOFAS));
  const wood = rng.pick(WOODS);
  add(doc, softShadow(doc, sx + 200, 562, 130, 14, 0.3));
  add(doc, ellipse(sx + 200, 522, 130, 22, shade(wood, -0.15)), ellipse(sx + 200, 518, 130, 22, wood));
  for (const lx of [sx + 110, sx + 285]) add(doc, rect(lx, 530, 8, 30, shade(wood, -0.3)));
  add(
    doc,
    rect(sx + 150, 500, 50, 10, '#e9e2d3'),
    rect(sx + 154, 492, 42, 8, '#3f5566'),
    ellipse(sx + 250, 508, 14, 5, '#f3efe7'),
    rect(sx + 240, 484, 20, 24, '#d8703f', { rx: 6 }),
  );
  const lampX = windowLeft ? 700 : 80;
  floorLamp(doc, lampX, 470, 300, rng.pick(['#f3e6cc', '#e9e2d3', '#d8b88e']), time === 'dusk');
  plant(doc, windowLeft ? 200 : 560, 460, 120, rng.pick(['#d9cfc2', '#c98b5b', '#e9e2d3', '#3a3632']));
  if (time === 'dusk') add(doc, rect(0, 0, 800, 600, '#2a2040', { opacity: 0.16 }), glow(doc, lampX, 200, 180, 0.35));
  return doc;
}

/** Kitchen: base and wall cabinets, tiled splash-back, island with stools, pendant lamps. */
export function kitchen(rng: Rng, time: Time): Doc {
  const wall = rng.pick(WALL_COLORS);
  const doc = room(rng, wall, rng.pick(['oak', 'tile', 'concrete']), 470);
  const cab = rng.pick(['#e9e5dc', '#3e4a45', '#5a6b7d', '#c9b59a', '#2f3438', '#a9b8a0']);
  const top = rng.pick(['#f1efe9', '#2b2b2d', '#b08a62', '#d9d4cb']);
  const tileC = rng.pick(['#f4f1ea', '#cfe0dc', '#e9d6c3', '#dfe3e6']);
  const tiles = pattern(
    doc,
    28,
    14,
    rect(0, 0, 28, 14, tileC) +
      rect(0, 13, 28, 1, shade(tileC, -0.15)) +
      rect(0, 0, 1, 7, shade(tileC, -0.15)) +
      rect(14, 7, 1, 7, shade(tileC, -0.15)),
    `tiles-${tileC}`,
  );
  add(doc, rect(40, 250, 720, 130, tiles));
  viewWindow(doc, rng, 320, 150, 160, 200, time);
  const edge = { stroke: shade(cab, -0.14), 'stroke-width': 2 };
  const handle = cab === '#e9e5dc' || cab === '#c9b59a' ? '#3a3632' : '#d9c38a';
  for (const [x0, x1] of [
    [40, 290],
    [510, 650],
  ] as const) {
    add(doc, rect(x0, 110, x1 - x0, 130, cab, edge), rect(x0, 240, x1 - x0, 8, '#000000', { opacity: 0.12 }));
    for (let x = x0; x < x1 - 10; x += 62)
      add(doc, rect(x + 4, 114, 54, 122, shade(cab, 0.05)), rect(x + 26, 216, 10, 3, handle));
  }
  add(
    doc,
    rect(650, 60, 110, 410, cab, edge),
    rect(664, 80, 82, 110, shade(cab, 0.05)),
    rect(664, 200, 82, 76, '#2f3438'),
    rect(672, 208, 66, 50, '#4a4f55'),
    rect(664, 286, 82, 170, shade(cab, 0.05)),
  );
  add(
    doc,
    rect(40, 394, 610, 76, cab, edge),
    rect(40, 380, 610, 14, top),
    rect(40, 394, 610, 4, '#000000', { opacity: 0.1 }),
  );
  for (let x = 44; x < 640; x += 76) add(doc, rect(x, 400, 70, 64, shade(cab, 0.05)), rect(x + 30, 406, 12, 3, handle));
  add(doc, rect(350, 376, 100, 6, '#c9ccd0'), rect(396, 340, 6, 38, '#c9ccd0'), rect(396, 340, 26, 6, '#c9ccd0'));
  add(
    doc,
    rect(120, 350, 24, 30, '#e9e2d3', { rx: 4 }),
    rect(150, 358, 18, 22, '#d8703f', { rx: 4 }),
    rect(560, 330, 60, 50, shade('#b08a62', 0.2), { rx: 6 }),
  );
  plant(doc, 240, 380, 60, '#e9e2d3');
  const pendants = rng.pick(['#2f3438', '#e8b04b', '#e9e2d3', '#b5473a']);
  const lit = time === 'dusk';
  for (const px of [260, 400, 540]) pendant(doc, px, 180, 28, pendants, lit);
  const islandTop = rng.pick([top, '#f1efe9']);
  const front = rng.chance(0.5) ? cab : rng.pick(WOODS);
  add(doc, softShadow(doc, 400, 566, 290, 18, 0.32));
  add(doc, rect(140, 430, 520, 18, islandTop), rect(150, 448, 500, 116, front));
  const ribs: string[] = [];
  for (let x = 150; x < 650; x += 14) ribs.push(rect(x, 448, 2, 116, shade(front, -0.12)));
  add(doc, group(ribs), rect(150, 448, 500, 10, '#000000', { opacity: 0.12 }));
  add(
    doc,
    circle(250, 416, 14, '#e07a5f'),
    circle(270, 420, 12, '#e8b04b'),
    rect(480, 414, 90, 16, '#d8b88e', { rx: 4 }),
  );
  const stool =
    cab === '#2f3438' || cab === '#3e4a45' ? rng.pick(['#c49a6c', '#e9e2d3']) : rng.pick(['#3a3632', '#2f3438']);
  for (const sx of [230, 400, 570]) {
    add(doc, ellipse(sx, 500, 38, 10, shade(stool, 0.1)), rect(sx - 34, 500, 68, 10, stool, { rx: 4 }));
    add(
      doc,
      line(sx - 26, 510, sx - 34, 596, stool, 5),
      line(sx + 26, 510, sx + 34, 596, stool, 5),
      line(sx - 30, 556, sx + 30, 556, stool, 3),
    );
  }
  if (lit) add(doc, rect(0, 0, 800, 600, '#2a2040', { opacity: 0.12 }));
  return doc;
}
