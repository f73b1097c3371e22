/** Apartment block, shop front, office building and industrial hall. */
import { conifer, grade, hedge, lawn, roundTree, shrub, type Time } from './nature';
import { drive, outdoor, pavement, road } from './outdoor';
import { door, eaveShadow, FRAMES, glassFill, ROOFS, WALLS, wallFill, windowShape, type WallName } from './parts';
import type { Rng } from './prng';
import { add, circle, el, group, line, linear, pattern, poly, rect, shade, uid, type Doc } from './svg';
import { BLUESTONE, townhouse, type Gable } from './townhouse';

/** Four-storey apartment block with balconies, glass railings and a set-back penthouse. */
export function apartments(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 450);
  lawn(doc, 450, time);
  const base = 480;
  const wall = WALLS[rng.pick<WallName>(['render', 'yellow', 'grey', 'sand', 'red'])];
  const frame = wall.brick ? rng.pick(['#2f3438', '#e9e2d3']) : '#2f3438';
  const floors = rng.int(3, 5);
  const bays = floors === 5 ? 3 : rng.int(3, 4);
  const w = bays * 140;
  const x0 = (800 - w) / 2;
  const floorH = floors === 5 ? 60 : 66;
  const top = base - floorH * floors;
  if (floors < 5 && rng.chance(0.7)) {
    add(doc, rect(x0 + 80, top - 56, w - 160, 56, '#e4e1da'), rect(x0 + 76, top - 62, w - 152, 7, '#2f3438'));
    add(
      doc,
      windowShape(doc, {
        x: x0 + 110,
        y: top - 46,
        w: w - 220,
        h: 44,
        frame,
        time,
        cols: bays + 1,
        lit: time === 'dusk',
      }),
    );
  }
  add(
    doc,
    rect(x0, top, w, floorH * floors, wallFill(doc, wall)),
    rect(x0 - 4, top - 6, w + 8, 8, shade(wall.base, -0.35)),
  );
  const railing = rng.chance(0.6)
    ? linear(
        doc,
        [
          [0, '#d8ecf4', 0.55],
          [1, '#a9c8d8', 0.35],
        ],
        undefined,
        'railing',
      )
    : pattern(doc, 8, 26, rect(0, 0, 3, 26, '#3b3f44'), 'bars');
  const bayW = w / bays;
  for (let f = 0; f < floors; f += 1) {
    const fy = base - floorH * (f + 1);
    for (let b = 0; b < bays; b += 1) {
      const bx = x0 + b * bayW;
      const lit = time === 'dusk' && rng.chance(0.5);
      if (f === 0 && b === 1) continue;
      if (f === 0) {
        add(doc, windowShape(doc, { x: bx + 20, y: fy + 14, w: bayW - 40, h: floorH - 28, frame, time, cols: 2, lit }));
        continue;
      }
      const dw = bayW * 0.5;
      add(doc, windowShape(doc, { x: bx + 16, y: fy + 8, w: dw, h: floorH - 8, frame, time, cols: 2, lit }));
      add(
        doc,
        windowShape(doc, { x: bx + 30 + dw, y: fy + 14, w: bayW * 0.28, h: floorH * 0.5, frame, time, cols: 1 }),
      );
      add(doc, rect(bx + 6, fy + floorH - 4, dw + 20, 9, '#dedbd4'), eaveShadow(bx + 6, fy + floorH + 5, dw + 20, 6));
      add(
        doc,
        rect(bx + 8, fy + floorH - 30, dw + 16, 26, railing),
        rect(bx + 8, fy + floorH - 32, dw + 16, 3, '#3b3f44'),
      );
      add(
        doc,
        rect(bx + 8, fy + floorH - 30, 2, 26, '#3b3f44'),
        rect(bx + dw + 22, fy + floorH - 30, 2, 26, '#3b3f44'),
      );
    }
  }
  const ex = x0 + bayW + 20;
  add(
    doc,
    rect(ex - 12, base - floorH + 2, bayW - 16, 8, '#2f3438'),
    eaveShadow(ex - 12, base - floorH + 10, bayW - 16, 6),
  );
  add(
    doc,
    door(doc, { x: ex, y: base - floorH + 16, w: bayW - 40, h: floorH - 16, color: '#2f3438', time, glass: true }),
  );
  add(doc, rect(x0, base - 10, w, 10, BLUESTONE));
  drive(doc, ex, ex + bayW - 40, base, 40, time, '#cfcac1');
  add(doc, hedge(-10, 500, ex - 40, 30, g), hedge(ex + bayW + 10, 500, 820 - ex - bayW, 30, g));
  add(doc, roundTree(x0 - 60, 470, 56, g), roundTree(x0 + w + 60, 474, 50, g));
  grade(doc, time);
  return doc;
}

/** Shop on the ground floor of a town house, with striped awning, between neighbours. */
export function shopFront(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 470);
  const base = 480;
  const sides: WallName[] = ['yellow', 'white', 'grey', 'red', 'brown', 'sand'];
  const common = { base, roof: rng.pick(ROOFS), time, floors: 3 };
  add(
    doc,
    townhouse(doc, rng, {
      ...common,
      x: -80,
      w: 300,
      h: 240,
      gable: rng.pick<Gable>(['cornice', 'stepped']),
      wall: WALLS[rng.pick(sides)],
      frame: rng.pick(FRAMES),
      doorColor: '#2f3438',
    }),
  );
  add(
    doc,
    townhouse(doc, rng, {
      ...common,
      x: 580,
      w: 300,
      h: 230,
      gable: rng.pick<Gable>(['triangle', 'cornice']),
      wall: WALLS[rng.pick(sides)],
      frame: rng.pick(FRAMES),
      doorColor: '#7a2f2a',
    }),
  );
  const awning = rng.pick(['#2f6b5a', '#b5473a', '#2f4f7a', '#c08a2e']);
  add(
    doc,
    townhouse(doc, rng, {
      ...common,
      x: 220,
      w: 360,
      h: 265,
      floors: 3,
      gable: rng.pick<Gable>(['cornice', 'flat', 'bell']),
      wall: WALLS[rng.pick<WallName>(['white', 'render', 'red', 'yellow'])],
      frame: rng.pick(FRAMES),
      doorColor: '#2f3438',
      shop: { awning, sign: shade(awning, -0.35) },
    }),
  );
  add(
    doc,
    rect(218, base - 225, 4, 225, '#000000', { opacity: 0.15 }),
    rect(578, base - 225, 4, 225, '#000000', { opacity: 0.15 }),
  );
  pavement(doc, base, 50, time);
  road(doc, base + 50, time, true);
  const pot = '#6d6259';
  for (const px of [236, 530]) add(doc, rect(px, base - 4, 34, 26, pot, { rx: 3 }), shrub(px + 17, base - 2, 16, g));
  add(
    doc,
    rect(700, base - 150, 6, 170, '#2f3438'),
    circle(703, base - 156, 10, time === 'dusk' ? '#ffe3a0' : '#e9e4da'),
  );
  grade(doc, time);
  return doc;
}

/** Town-centre apartment building: wide four- or five-storey house between older neighbours. */
export function urbanApartments(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 470);
  const base = 480;
  const sides: WallName[] = ['yellow', 'white', 'red', 'brown', 'sand'];
  const common = { base, time, roof: rng.pick(ROOFS), doorColor: '#2f3438' };
  add(
    doc,
    townhouse(doc, rng, {
      ...common,
      x: -90,
      w: 270,
      h: 220,
      floors: 3,
      gable: rng.pick<Gable>(['stepped', 'triangle']),
      wall: WALLS[rng.pick(sides)],
      frame: rng.pick(FRAMES),
    }),
  );
  add(
    doc,
    townhouse(doc, rng, {
      ...common,
      x: 620,
      w: 270,
      h: 230,
      floors: 3,
      gable: rng.pick<Gable>(['cornice', 'bell']),
      wall: WALLS[rng.pick(sides)],
      frame: rng.pick(FRAMES),
    }),
  );
  const floors = rng.int(4, 5);
  const wall = WALLS[rng.pick<WallName>(['grey', 'render', 'red', 'sand', 'yellow'])];
  add(
    doc,
    townhouse(doc, rng, {
      ...common,
      x: 180,
      w: 440,
      h: floors * 70,
      floors,
      gable: rng.pick<Gable>(['flat', 'cornice']),
      wall,
      frame: rng.pick(['#2f3438', '#e9e2d3']),
    }),
  );
  const railing = linear(
    doc,
    [
      [0, '#d8ecf4', 0.55],
      [1, '#a9c8d8', 0.35],
    ],
    undefined,
    'railing',
  );
  for (let f = 1; f < floors; f += 1) {
    const fy = base - (floors * 70 * f) / floors;
    add(
      doc,
      rect(330, fy - 6, 140, 8, '#dedbd4'),
      rect(334, fy - 34, 132, 28, railing),
      rect(334, fy - 36, 132, 3, '#3b3f44'),
    );
  }
  add(
    doc,
    rect(178, base - floors * 70, 4, floors * 70, '#000000', { opacity: 0.15 }),
    rect(618, base - 220, 4, 220, '#000000', { opacity: 0.15 }),
  );
  pavement(doc, base, 46, time);
  road(doc, base + 46, time, rng.chance(0.4));
  add(doc, roundTree(90, base + 24, 46, g), shrub(660, base + 14, 14, g));
  grade(doc, time);
  return doc;
}

/** Glass office building with a stone core, entrance canopy and trees in planters. */
export function office(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 440);
  lawn(doc, 440, time);
  const base = 480;
  const floors = rng.int(5, 6);
  const floorH = 52;
  const x0 = 150;
  const w = 420;
  const top = base - floors * floorH;
  const stone = rng.pick(['#d9d4ca', '#bfc3c7', '#8e9193']);
  add(
    doc,
    rect(x0 + w, top - 30, 90, floors * floorH + 30, stone),
    rect(x0 + w + 70, top - 30, 20, floors * floorH + 30, '#000000', { opacity: 0.1 }),
  );
  add(doc, rect(x0, top, w, floors * floorH, glassFill(doc, time, false)));
  const reflect: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const rx = x0 + 60 + i * 140;
    reflect.push(
      poly(
        [
          [rx, top],
          [rx + 70, top],
          [rx - 60, base],
          [rx - 130, base],
        ],
        '#ffffff',
        { opacity: 0.1 },
      ),
    );
  }
  const clip = uid(doc, 'clip');
  doc.defs.push(el('clipPath', { id: clip }, rect(x0, top, w, floors * floorH, '#000000')));
  add(doc, group(reflect, { 'clip-path': `url(#${clip})` }));
  const mullion = '#39424b';
  for (let f = 0; f <= floors; f += 1) add(doc, rect(x0, top + f * floorH - 4, w, 8, f === 0 ? '#2f3438' : mullion));
  for (let c = 0; c <= 10; c += 1) add(doc, rect(x0 + c * (w / 10) - 1.5, top, 3, floors * floorH, mullion));
  if (time === 'dusk') {
    for (let f = 0; f < floors; f += 1) {
      for (let c = 0; c < 10; c += 1) {
        if (rng.chance(0.35))
          add(
            doc,
            rect(x0 + c * (w / 10) + 2, top + f * floorH + 5, w / 10 - 4, floorH - 10, glassFill(doc, time, true), {
              opacity: 0.85,
            }),
          );
      }
    }
  }
  add(
    doc,
    rect(x0 + 120, base - floorH - 10, 180, 10, '#2f3438'),
    rect(x0 + 126, base - floorH, 4, floorH, '#2f3438'),
    rect(x0 + 290, base - floorH, 4, floorH, '#2f3438'),
  );
  drive(doc, x0 + 130, x0 + 290, base, 60, time, '#d6d1c7');
  for (const fx of [40, 62, 84])
    add(
      doc,
      rect(fx, base - 200, 3, 200, '#c9ccd0'),
      rect(fx + 3, base - 198, 18, 12, rng.pick(['#2f6b5a', '#35506b', '#e8b04b', '#b5473a'])),
    );
  for (const px of [130, 560, 690])
    add(doc, rect(px - 24, base + 6, 48, 30, '#7d7d78'), roundTree(px, base + 8, 28, g));
  add(doc, conifer(760, base - 10, 140, g));
  grade(doc, time);
  return doc;
}

/** Industrial hall: profiled metal cladding, office annex, roller doors, asphalt yard. */
export function industrialHall(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 430);
  lawn(doc, 430, time);
  const base = 450;
  const clad = rng.pick(['#c9ced3', '#7d8fa3', '#4a4f55', '#6f8f7a', '#b9b2a6']);
  const profile = pattern(
    doc,
    16,
    60,
    rect(0, 0, 16, 60, clad) + rect(0, 0, 5, 60, shade(clad, 0.12)) + rect(12, 0, 4, 60, shade(clad, -0.15)),
    `clad-${clad}`,
  );
  add(doc, roundTree(40, 300, 50, g), roundTree(760, 300, 44, g));
  add(doc, rect(210, 260, 560, base - 260, profile), rect(206, 250, 568, 12, shade(clad, -0.3)));
  add(doc, rect(210, 270, 560, 16, glassFill(doc, time, false)), rect(210, 286, 560, 3, '#000000', { opacity: 0.2 }));
  for (let i = 0; i < 3; i += 1) {
    const dx = 260 + i * 165;
    const slats = pattern(doc, 20, 8, rect(0, 0, 20, 8, '#dcdcd8') + rect(0, 6.5, 20, 1.5, '#b2b2ad'), 'slats');
    add(
      doc,
      rect(dx - 6, 322, 132, 128, '#000000', { opacity: 0.18 }),
      rect(dx, 330, 120, 120, slats),
      rect(dx - 6, 322, 132, 10, '#e8b04b'),
    );
  }
  const annex = WALLS[rng.pick<WallName>(['red', 'grey', 'render', 'yellow'])];
  add(doc, rect(30, 300, 190, base - 300, wallFill(doc, annex)), rect(26, 292, 198, 10, '#2f3438'));
  for (const wy of [318, 378])
    add(
      doc,
      windowShape(doc, {
        x: 46,
        y: wy,
        w: 156,
        h: 42,
        frame: '#2f3438',
        time,
        cols: 4,
        lit: time === 'dusk' && rng.chance(0.6),
      }),
    );
  add(doc, rect(30, base - 8, 190, 8, BLUESTONE));
  road(doc, base, time);
  const lines: string[] = [];
  for (let i = 0; i < 9; i += 1) lines.push(line(40 + i * 70, 530, 10 + i * 80, 600, '#f2efe6', 3, { opacity: 0.7 }));
  add(doc, group(lines), rect(0, 525, 800, 3, '#f2efe6', { opacity: 0.5 }));
  for (const bx of [245, 410, 575, 740])
    add(doc, rect(bx, base - 30, 10, 34, '#e8b04b'), rect(bx, base - 22, 10, 6, '#2f3438'));
  const fence: string[] = [];
  for (let x = 0; x <= 800; x += 40) fence.push(rect(x, 560, 3, 40, '#6b7076'));
  add(doc, group(fence), rect(0, 566, 800, 2, '#6b7076'), rect(0, 584, 800, 2, '#6b7076'));
  add(doc, rect(0, 596, 800, 4, shade(g.mid, -0.1)));
  add(doc, shrub(20, base, 18, g), shrub(790, base, 22, g));
  grade(doc, time);
  return doc;
}
