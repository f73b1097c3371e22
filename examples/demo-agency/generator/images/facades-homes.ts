/** Residential facades: detached villa, modern cube house, terraced town houses. */
import { conifer, grade, hedge, lawn, roundTree, shrub, type Time } from './nature';
import { outdoor, pavement, drive, road } from './outdoor';
import {
  chimney,
  door,
  eaveShadow,
  FRAMES,
  ROOFS,
  roofFill,
  WALLS,
  wallFill,
  windowShape,
  type WallName,
} from './parts';
import type { Rng } from './prng';
import { add, group, line, pattern, poly, rect, shade, type Doc } from './svg';
import { BLUESTONE, townhouse, type Gable } from './townhouse';

/** Detached villa with hipped or saddle roof, dormer, chimney and garage. */
export function villa(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 440);
  lawn(doc, 440, time);
  add(doc, roundTree(90, 455, 62, g), conifer(715, 460, 170, g));
  const wall = WALLS[rng.pick<WallName>(['red', 'yellow', 'white', 'grey', 'brown'])];
  const roof = rng.pick(ROOFS);
  const frame = rng.pick(FRAMES);
  const x0 = rng.range(170, 200);
  const w = 350;
  const base = 470;
  const wt = 300;
  const hip = rng.chance(0.5);
  const inset = hip ? 95 : 35;
  add(doc, chimney(doc, x0 + w - 95, wt - 150, 26, 90, wall));
  add(
    doc,
    poly(
      [
        [x0 - 20, wt + 6],
        [x0 + inset, wt - 125],
        [x0 + w - inset, wt - 125],
        [x0 + w + 20, wt + 6],
      ],
      roofFill(doc, roof),
    ),
  );
  const dx = x0 + w / 2 - 45;
  add(doc, rect(dx, wt - 85, 90, 80, wallFill(doc, wall)));
  add(
    doc,
    poly(
      [
        [dx - 10, wt - 82],
        [dx + 45, wt - 118],
        [dx + 100, wt - 82],
      ],
      shade(roof, -0.15),
    ),
  );
  add(doc, windowShape(doc, { x: dx + 18, y: wt - 70, w: 54, h: 52, frame, time, lit: time === 'dusk' }));
  add(doc, rect(x0, wt, w, base - wt, wallFill(doc, wall)));
  add(doc, rect(x0 - 20, wt, w + 40, 8, shade(roof, -0.3)), eaveShadow(x0, wt + 8, w, 10));
  add(doc, rect(x0, base - 14, w, 14, BLUESTONE));
  const sill = wall.base === WALLS.white.base ? BLUESTONE : '#ece6da';
  for (const wx of [x0 + 30, x0 + 125, x0 + w - 100]) {
    add(
      doc,
      windowShape(doc, { x: wx, y: wt + 30, w: 70, h: 58, frame, time, lit: time === 'dusk' && rng.chance(0.5), sill }),
    );
  }
  add(
    doc,
    windowShape(doc, { x: x0 + 30, y: base - 95, w: 120, h: 72, frame, time, cols: 3, sill, lit: time === 'dusk' }),
  );
  add(
    doc,
    door(doc, {
      x: x0 + 205,
      y: base - 100,
      w: 46,
      h: 100,
      color: rng.pick(['#2f3438', '#7a2f2a', '#1f4e46', '#8a6a45']),
      time,
      glass: true,
      step: BLUESTONE,
    }),
  );
  add(
    doc,
    windowShape(doc, {
      x: x0 + w - 80,
      y: base - 95,
      w: 60,
      h: 72,
      frame,
      time,
      sill,
      lit: time === 'dusk' && rng.chance(0.5),
    }),
  );
  const gx = x0 + w;
  add(doc, rect(gx, base - 112, 130, 112, wallFill(doc, wall)), rect(gx - 4, base - 118, 138, 9, shade(roof, -0.3)));
  const gd = rect(gx + 15, base - 90, 100, 90, rng.pick(['#e9e4da', '#3f4349', '#8a6a45']));
  add(
    doc,
    gd,
    ...[1, 2, 3, 4, 5].map((i) => rect(gx + 15, base - 90 + i * 15, 100, 1.5, '#000000', { opacity: 0.18 })),
  );
  drive(doc, gx + 12, gx + 118, base, 70, time);
  drive(doc, x0 + 200, x0 + 256, base + 6, 30, time, '#c9b9a0');
  add(doc, shrub(x0 + 20, base + 4, 24, g), shrub(x0 + 165, base + 4, 18, g), shrub(x0 + 300, base + 4, 20, g));
  add(doc, hedge(-10, 520, x0 + 175, 34, g), hedge(gx + 160, 520, 800 - gx - 150, 34, g));
  grade(doc, time);
  return doc;
}

/** Modern cube house: white render, timber or dark cladding, large glazing, flat roofs. */
export function cubeHouse(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 440);
  lawn(doc, 440, time, '#86b46f');
  add(doc, roundTree(700, 452, 55, g));
  const base = 470;
  const lower = rng.pick(['#f3f1ec', '#d6d3cd', '#8e9193']);
  const clad = rng.pick(['wood', 'dark', 'white'] as const);
  const cladBase = clad === 'wood' ? '#b27b4f' : clad === 'dark' ? '#3a3e43' : '#f5f4f0';
  const slats = pattern(
    doc,
    10,
    40,
    rect(0, 0, 10, 40, cladBase) + rect(8.5, 0, 1.5, 40, shade(cladBase, -0.22)),
    `slat-${cladBase}`,
  );
  const frame = '#2b2f33';
  add(doc, rect(150, 320, 410, 150, lower), rect(146, 314, 418, 8, shade(lower, -0.35)));
  add(doc, rect(250, 200, 400, 120, slats), rect(246, 194, 408, 8, '#2b2f33'));
  add(doc, rect(250, 320, 400, 10, '#000000', { opacity: 0.18 }));
  add(
    doc,
    rect(560, 330, 90, 140, shade(lower, -0.3)),
    rect(560, 330, 90, 12, '#000000', { opacity: 0.2 }),
    rect(645, 320, 5, 150, frame),
  );
  add(doc, windowShape(doc, { x: 175, y: 345, w: 210, h: 125, frame, time, cols: 3, lit: time === 'dusk' }));
  add(doc, door(doc, { x: 410, y: 356, w: 44, h: 114, color: frame, time }));
  add(doc, windowShape(doc, { x: 480, y: 350, w: 60, h: 60, frame, time, cols: 1 }));
  add(
    doc,
    windowShape(doc, { x: 280, y: 225, w: 230, h: 68, frame, time, cols: 3, lit: time === 'dusk' && rng.chance(0.6) }),
  );
  add(doc, windowShape(doc, { x: 545, y: 225, w: 75, h: 68, frame, time, cols: 1 }));
  drive(doc, 565, 645, base, 60, time, '#bdb7ad');
  drive(doc, 410, 454, base, 24, time, '#d4d0c8');
  add(doc, rect(100, 478, 280, 14, '#c9c5bd'), rect(100, 492, 280, 4, '#000000', { opacity: 0.12 }));
  const grass: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const gx = 120 + i * 30 + rng.range(-6, 6);
    for (let k = -2; k <= 2; k += 1)
      grass.push(
        line(gx, 478, gx + k * 7, 440 + Math.abs(k) * 6, shade(g.light, 0.2), 2.2, { 'stroke-linecap': 'round' }),
      );
  }
  add(doc, group(grass));
  add(doc, shrub(80, 520, 30, g), shrub(470, 520, 22, g));
  grade(doc, time);
  return doc;
}

/** Row of town houses with a stepped or bell gable in the middle. */
export function terraced(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 470);
  const base = 480;
  const hero: Gable = rng.pick(['stepped', 'stepped', 'bell']);
  const heroWall = WALLS[rng.pick<WallName>(['red', 'brown', 'white', 'yellow'])];
  const sideWalls: WallName[] = ['yellow', 'white', 'grey', 'red', 'brown'];
  const houses = [
    { x: -60, w: 330, gable: rng.pick<Gable>(['cornice', 'triangle']), h: 225, wall: WALLS[rng.pick(sideWalls)] },
    { x: 530, w: 330, gable: rng.pick<Gable>(['cornice', 'flat']), h: 240, wall: WALLS[rng.pick(sideWalls)] },
    { x: 270, w: 260, gable: hero, h: 250, wall: heroWall },
  ];
  for (const hse of houses) {
    add(
      doc,
      townhouse(doc, rng, {
        x: hse.x,
        base,
        w: hse.w,
        h: hse.h,
        gable: hse.gable,
        wall: hse.wall,
        roof: rng.pick(ROOFS),
        frame: rng.pick(FRAMES),
        doorColor: rng.pick(['#2f3438', '#7a2f2a', '#1f4e46', '#35506b']),
        time,
        floors: 3,
        bands: hse.gable === 'stepped' && rng.chance(0.6),
      }),
    );
  }
  add(
    doc,
    rect(268, base - 220, 4, 220, '#000000', { opacity: 0.15 }),
    rect(528, base - 220, 4, 220, '#000000', { opacity: 0.15 }),
  );
  pavement(doc, base, 45, time);
  road(doc, base + 45, time, rng.chance(0.5));
  add(doc, roundTree(720, base + 20, 48, g), shrub(240, base + 16, 14, g));
  grade(doc, time);
  return doc;
}
