/** Garden and terrace views (part of the interior family: "what you get with the house"). */
import { plant, softShadow } from './interior-kit';
import { conifer, grade, hedge, lawn, roundTree, shrub, type Time } from './nature';
import { outdoor } from './outdoor';
import { WALLS, wallFill, windowShape } from './parts';
import type { Rng } from './prng';
import { add, circle, ellipse, group, line, path, pd, poly, rect, shade, type Doc } from './svg';

function deck(doc: Doc, rng: Rng, top: number, time: Time): void {
  const tone = shade(rng.pick(['#b08358', '#c49a6c', '#9c8f84', '#cdbfa9']), time === 'dusk' ? -0.25 : 0);
  add(doc, rect(0, top, 800, 600 - top, tone));
  const lines: string[] = [];
  for (let y = top + 10, step = 10; y < 600; step *= 1.18, y += step)
    lines.push(line(0, y, 800, y, shade(tone, -0.2), 1.5));
  for (let i = -10; i <= 10; i += 1) lines.push(line(400 + i * 60, top, 400 + i * 200, 600, shade(tone, -0.12), 1));
  add(doc, group(lines, { opacity: 0.7 }), rect(0, top, 800, 6, '#000000', { opacity: 0.12 }));
}

function chair(x: number, base: number, color: string, facing: 1 | -1): string {
  const back = facing === 1 ? x - 24 : x + 18;
  return group([
    rect(back, base - 80, 6, 80, color),
    rect(x - 24, base - 42, 48, 7, color),
    rect(x - 22, base - 35, 4, 35, color),
    rect(x + 18, base - 35, 4, 35, color),
  ]);
}

/** Terrace with dining table, chairs and parasol, lawn and hedge beyond. */
export function terrace(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 380);
  lawn(doc, 380, time);
  add(doc, roundTree(640, 372, 60, g), conifer(740, 380, 150, g), roundTree(90, 370, 46, g));
  add(doc, hedge(-10, 350, 820, 46, g));
  deck(doc, rng, 440, time);
  const brick = WALLS[rng.pick(['red', 'yellow', 'white', 'grey'] as const)];
  add(doc, rect(0, 60, 130, 400, wallFill(doc, brick)), rect(0, 60, 140, 10, '#2f3438'));
  add(doc, windowShape(doc, { x: 14, y: 120, w: 100, h: 330, frame: '#2f3438', time, cols: 1, lit: time === 'dusk' }));
  const lit = time === 'dusk';
  if (lit) {
    const bulbs: string[] = [path(pd`M 140 70 Q 420 160 800 90`, 'none', { stroke: '#2f3438', 'stroke-width': 1.5 })];
    for (let t = 0.05; t < 1; t += 0.07) {
      const bx = (1 - t) * (1 - t) * 140 + 2 * (1 - t) * t * 420 + t * t * 800;
      const by = (1 - t) * (1 - t) * 70 + 2 * (1 - t) * t * 160 + t * t * 90;
      bulbs.push(circle(bx, by + 6, 9, '#ffe3a0', { opacity: 0.35 }), circle(bx, by + 6, 4, '#fff3cf'));
    }
    add(doc, group(bulbs));
  }
  const frame = rng.pick(['#2f3438', '#e9e2d3', '#8f6a4a']);
  add(doc, softShadow(doc, 420, 560, 220, 20, 0.3));
  add(doc, chair(300, 540, frame, 1), chair(540, 540, frame, -1));
  add(doc, rect(300, 470, 240, 14, shade(frame, 0.1)), rect(314, 484, 8, 70, frame), rect(518, 484, 8, 70, frame));
  add(doc, chair(360, 580, frame, 1), chair(480, 580, frame, -1));
  const canopy = rng.pick(['#f3ede2', '#e8b04b', '#7fb3a8', '#d8703f']);
  add(doc, rect(418, 200, 5, 270, '#6b6b6b'));
  add(
    doc,
    path(
      pd`M 270 250 Q 420 150 570 250 Q 545 240 520 252 Q 495 240 470 252 Q 445 240 420 252 Q 395 240 370 252 Q 345 240 320 252 Q 295 240 270 250 Z`,
      canopy,
    ),
  );
  add(doc, path(pd`M 420 178 L 420 252`, 'none', { stroke: shade(canopy, -0.12), 'stroke-width': 2 }));
  add(
    doc,
    ellipse(420, 468, 28, 6, '#f4f1ea'),
    rect(380, 452, 12, 18, '#d8703f', { rx: 3 }),
    circle(460, 464, 7, '#e8b04b'),
  );
  plant(doc, 190, 520, 90, '#c98b5b');
  plant(doc, 700, 540, 110, '#9c8f84');
  grade(doc, time);
  return doc;
}

/** Lawn garden seen from under a pergola, with two sun loungers. */
export function gardenLawn(rng: Rng, time: Time): Doc {
  const { doc, g } = outdoor(rng, time, 360);
  lawn(doc, 360, time, '#82b46a');
  add(doc, poplar3(rng, g), roundTree(560, 372, 54, g), shrub(140, 392, 30, g), shrub(330, 384, 22, g));
  add(doc, hedge(-10, 360, 820, 30, g));
  const beds = shade('#6a4f3c', time === 'dusk' ? -0.3 : 0);
  add(doc, path(pd`M 0 430 Q 220 400 420 420 T 800 410 V 440 Q 600 450 420 446 T 0 456 Z`, beds));
  const flowers: string[] = [];
  for (let i = 0; i < 11; i += 1) {
    const bx = 20 + i * 74 + rng.range(-10, 10);
    const by = 436 + rng.range(-8, 4);
    add(doc, shrub(bx, by, rng.range(14, 22), g));
    const color = rng.pick(['#e07a5f', '#f2cc8f', '#b56576', '#f4f1ea', '#8fb3d9']);
    for (let k = 0; k < 5; k += 1) flowers.push(circle(bx + rng.range(-16, 16), by - rng.range(8, 30), 3.5, color));
  }
  add(doc, group(flowers));
  add(
    doc,
    poly(
      [
        [330, 600],
        [470, 600],
        [430, 470],
        [370, 470],
      ],
      shade('#d8d2c6', time === 'dusk' ? -0.3 : 0),
    ),
  );
  for (let i = 0; i < 5; i += 1) {
    const y = 480 + i * 24;
    add(doc, rect(368 - i * 10, y, 64 + i * 20, 12, shade('#bfb8ad', 0.05), { rx: 4 }));
  }
  const lounger = rng.pick(['#f4f1ea', '#7fb3a8', '#e8b04b', '#3f5566']);
  for (const [lx, dir] of [
    [120, 1],
    [560, -1],
  ] as const) {
    add(doc, softShadow(doc, lx + 70, 548, 100, 10, 0.26));
    add(
      doc,
      rect(lx, 520, 150, 14, lounger, { rx: 5 }),
      rect(lx + 6, 534, 5, 14, '#8f6a4a'),
      rect(lx + 140, 534, 5, 14, '#8f6a4a'),
    );
    const bx = dir === 1 ? lx : lx + 150;
    add(
      doc,
      poly(
        [
          [bx, 522],
          [bx + dir * 44, 522],
          [bx + dir * 16, 470],
          [bx - dir * 4, 474],
        ],
        shade(lounger, -0.08),
      ),
    );
  }
  const wood = shade('#8f6a4a', time === 'dusk' ? -0.25 : 0);
  add(doc, rect(0, 0, 800, 22, wood), rect(0, 22, 800, 6, '#000000', { opacity: 0.15 }));
  for (let x = 20; x < 800; x += 80) add(doc, rect(x, 0, 14, 60, shade(wood, 0.1)));
  add(doc, rect(20, 0, 24, 600, wood), rect(756, 0, 24, 600, wood));
  const leaves: string[] = [];
  for (let x = 0; x < 800; x += 26) {
    if (rng.chance(0.35)) continue;
    leaves.push(circle(x, 24 + rng.range(-4, 10), rng.range(10, 18), rng.pick([g.dark, g.mid, g.light])));
  }
  for (const px of [32, 768]) {
    for (let y = 40; y < 300; y += 24)
      leaves.push(circle(px + rng.range(-12, 12), y, rng.range(9, 15) * (1 - y / 500), rng.pick([g.dark, g.mid])));
  }
  add(doc, group(leaves));
  grade(doc, time);
  return doc;
}

function poplar3(rng: Rng, g: { dark: string; mid: string; light: string; trunk: string }): string {
  return group([0, 1, 2].map((i) => conifer(660 + i * 44, 366, rng.range(110, 140), g)));
}
