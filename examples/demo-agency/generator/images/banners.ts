/** Wide 1920×800 banners: market square, canal, countryside with windmill, river town at dusk. */
import { smallHouse } from './facades-rural';
import { belfry, churchTower, windmill } from './landmarks';
import { glow } from './interior-kit';
import { grade, lawn, poplar, roundTree, shrub, willow, type Time } from './nature';
import { outdoor, pavement, road } from './outdoor';
import { FRAMES, ROOFS, WALLS, type WallName } from './parts';
import type { Rng } from './prng';
import { add, group, line, linear, path, pd, poly, rect, shade, type Doc } from './svg';
import { townhouse, type Gable } from './townhouse';

const BANNER_W = 1920;
const BANNER_H = 800;

const ROW_WALLS: WallName[] = ['red', 'yellow', 'white', 'brown', 'grey', 'red', 'white', 'sand'];

/** A row of town houses from x0 to x1; returns the SVG parts so they can be mirrored in water. */
function townRow(
  doc: Doc,
  rng: Rng,
  time: Time,
  base: number,
  x0: number,
  x1: number,
  low?: [number, number],
): string[] {
  const parts: string[] = [];
  let x = x0;
  let previous: WallName | undefined;
  let previousH = 0;
  while (x < x1) {
    const w = rng.range(170, 250);
    const centre = x + w / 2;
    const isLow = low !== undefined && centre > low[0] && centre < low[1];
    let wallName = rng.pick(ROW_WALLS);
    if (wallName === previous) wallName = rng.pick(ROW_WALLS);
    previous = wallName;
    const gable: Gable = isLow
      ? rng.pick<Gable>(['cornice', 'flat'])
      : rng.pick<Gable>(['stepped', 'bell', 'triangle', 'cornice', 'stepped']);
    const floors = isLow ? 3 : rng.int(3, 4);
    const h = floors * rng.range(72, 84);
    if (previousH > 0) {
      const seam = Math.min(h, previousH) - 10;
      parts.push(rect(x - 2, base - seam, 3, seam, '#000000', { opacity: 0.12 }));
    }
    previousH = h;
    parts.push(
      townhouse(doc, rng, {
        x,
        base,
        w,
        h,
        gable,
        wall: WALLS[wallName],
        roof: rng.pick(ROOFS),
        frame: rng.pick(FRAMES),
        doorColor: rng.pick(['#2f3438', '#7a2f2a', '#1f4e46', '#35506b']),
        time,
        floors,
        bands: gable === 'stepped' && rng.chance(0.5),
      }),
    );
    x += w;
  }
  return parts;
}

function streetLamp(doc: Doc, x: number, base: number, time: Time): string {
  const lit = time === 'dusk';
  return group([
    lit ? glow(doc, x, base - 150, 90, 0.6) : '',
    rect(x - 3, base - 150, 6, 150, '#2f3438'),
    rect(x - 9, base - 8, 18, 8, '#2f3438'),
    poly(
      [
        [x - 12, base - 150],
        [x + 12, base - 150],
        [x + 8, base - 172],
        [x - 8, base - 172],
      ],
      lit ? '#ffe3a0' : '#d9d5cc',
    ),
    rect(x - 14, base - 176, 28, 5, '#2f3438'),
  ]);
}

/** Market square: row of gabled houses, church tower behind, cobbles and lime trees. */
export function marketSquare(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 600, BANNER_W, BANNER_H);
  add(doc, churchTower(doc, 880, 600, 150, 390, WALLS[rng.pick(['grey', 'yellow'] as const)], time));
  add(doc, ...townRow(doc, rng, time, 640, -60, 1960, [760, 1160]));
  pavement(doc, 640, 44, time);
  road(doc, 684, time, true);
  for (const lx of [420, 1500]) add(doc, streetLamp(doc, lx, 700, time));
  add(doc, roundTree(120, 720, 70, g), roundTree(1800, 724, 66, g), roundTree(1160, 760, 52, g));
  grade(doc, time);
  return doc;
}

function water(doc: Doc, rng: Rng, top: number, time: Time, reflected: string[]): void {
  add(doc, group(reflected, { transform: `translate(0 ${2 * top}) scale(1 -1)` }));
  const tone = time === 'dusk' ? '#2c3559' : '#5f8fa8';
  add(
    doc,
    rect(
      0,
      top,
      BANNER_W,
      BANNER_H - top,
      linear(doc, [
        [0, tone, 0.55],
        [1, shade(tone, -0.2), 0.9],
      ]),
    ),
  );
  const ripples: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    const y = top + 8 + rng.next() ** 1.4 * (BANNER_H - top - 10);
    const x = rng.range(0, BANNER_W);
    const len = 20 + (y - top) * 0.25;
    ripples.push(line(x, y, x + len, y, '#ffffff', 2, { opacity: rng.range(0.12, 0.35).toFixed(2) }));
  }
  add(doc, group(ripples, { 'stroke-linecap': 'round' }));
}

/** Canal (or river) lined with houses, a tower behind, reflections in the water. */
export function canal(rng: Rng, time: Time, tower: 'church' | 'belfry'): Doc {
  const { doc, g } = outdoor(rng, time, 540, BANNER_W, BANNER_H);
  const above: string[] = [];
  const towerWall = WALLS[rng.pick(['red', 'yellow', 'grey'] as const)];
  above.push(
    tower === 'belfry'
      ? belfry(doc, 1240, 560, 170, 330, towerWall, time)
      : churchTower(doc, 1260, 560, 140, 360, towerWall, time),
  );
  above.push(...townRow(doc, rng, time, 548, -40, 1960, [1120, 1480]));
  const quay = shade('#a39e94', time === 'dusk' ? -0.3 : 0);
  above.push(rect(0, 548, BANNER_W, 22, quay), rect(0, 548, BANNER_W, 4, shade(quay, 0.2)));
  for (const lx of [300, 900, 1500]) above.push(streetLamp(doc, lx, 552, time));
  add(doc, ...above);
  water(doc, rng, 570, time, above);
  add(doc, willow(90, 600, 150, time), roundTree(1850, 580, 60, g));
  const boat = time === 'dusk' ? '#4a3f3a' : '#7a2f2a';
  add(
    doc,
    path(pd`M 640 660 H 860 L 840 688 H 664 Z`, boat),
    rect(700, 646, 90, 14, shade(boat, 0.3)),
    line(650, 690, 850, 690, '#ffffff', 2, { opacity: 0.25 }),
  );
  grade(doc, time);
  return doc;
}

/** Countryside: patchwork fields, village with church spire, farm, windmill, poplars and willows. */
export function countryside(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 500, BANNER_W, BANNER_H);
  lawn(doc, 500, time, '#8fb564');
  const crops = ['#b8c46a', '#8fb564', '#c9b46e', '#a98d63', '#7fa85a', '#d2c27a'].map((c) =>
    shade(c, time === 'dusk' ? -0.3 : 0),
  );
  let x = -200;
  while (x < BANNER_W + 200) {
    const w = rng.range(180, 420);
    const fill = rng.pick(crops);
    add(
      doc,
      poly(
        [
          [x, 500],
          [x + w, 500],
          [960 + (x + w - 960) * 3.2, 800],
          [960 + (x - 960) * 3.2, 800],
        ],
        fill,
      ),
    );
    x += w;
  }
  const rows: string[] = [];
  for (let k = -60; k <= 60; k += 1) rows.push(line(960 + k * 34, 500, 960 + k * 34 * 3.2, 800, '#3a3020', 1.2));
  add(doc, group(rows, { opacity: 0.1 }));
  const village: string[] = [churchTower(doc, 380, 510, 48, 140, WALLS.grey, time)];
  for (const [hx, hw] of [
    [250, 110],
    [440, 120],
    [570, 96],
    [150, 90],
  ] as const) {
    village.push(
      smallHouse(
        doc,
        hx,
        512,
        hw,
        46,
        WALLS[rng.pick(['red', 'white', 'yellow'] as const)],
        rng.pick(['#a9553b', '#56616c', '#c0683f']),
        time,
      ),
    );
  }
  add(doc, group(village));
  add(
    doc,
    smallHouse(doc, 960, 520, 150, 60, WALLS.white, '#c0683f', time),
    smallHouse(doc, 1110, 520, 170, 74, WALLS.red, '#5c4538', time),
  );
  add(doc, windmill(1560, 530, 120, time));
  for (let i = 0; i < 9; i += 1) add(doc, poplar(700 + i * 26, 512, rng.range(110, 140), g));
  add(doc, roundTree(1320, 520, 36, g), roundTree(60, 510, 40, g), shrub(900, 522, 18, g));
  add(
    doc,
    poly(
      [
        [1040, 800],
        [1240, 800],
        [1000, 540],
        [990, 540],
      ],
      shade('#c9c1b2', time === 'dusk' ? -0.3 : 0),
    ),
  );
  for (let i = 0; i < 6; i += 1) {
    const y = 720 - i * 34;
    const roadRight = 1000 + (240 * (y - 540)) / 260;
    add(doc, poplar(roadRight + 16 + (y - 500) * 0.12, y, 50 + (y - 500) * 1.15, g));
  }
  add(doc, rect(0, 772, 960, 8, shade('#5f8fa8', time === 'dusk' ? -0.4 : 0), { opacity: 0.6 }));
  for (const [wx, wy, ws] of [
    [260, 770, 110],
    [560, 774, 96],
    [1720, 772, 110],
  ] as const)
    add(doc, willow(wx, wy, ws, time));
  grade(doc, time);
  return doc;
}

export function riverDusk(rng: Rng): Doc {
  return canal(rng, 'dusk', 'belfry');
}
