/** Bedroom and bathroom interiors. */
import { artwork, glow, plant, room, softShadow, viewWindow, WALL_COLORS, WOODS } from './interior-kit';
import type { Time } from './nature';
import type { Rng } from './prng';
import { add, circle, ellipse, group, line, linear, path, pattern, pd, poly, rect, shade, type Doc } from './svg';

function tableLamp(doc: Doc, x: number, top: number, color: string, lit: boolean): void {
  if (lit) add(doc, glow(doc, x, top - 40, 110, 0.5));
  add(doc, ellipse(x, top - 2, 14, 4, '#3a3632'), rect(x - 2, top - 40, 4, 38, '#3a3632'));
  add(
    doc,
    poly(
      [
        [x - 18, top - 70],
        [x + 18, top - 70],
        [x + 26, top - 36],
        [x - 26, top - 36],
      ],
      color,
    ),
  );
}

function nightStand(doc: Doc, x: number, base: number, wood: string): void {
  add(doc, softShadow(doc, x + 40, base + 2, 52, 8));
  add(
    doc,
    rect(x, base - 80, 80, 70, wood),
    rect(x, base - 80, 80, 6, shade(wood, 0.12)),
    rect(x + 6, base - 62, 68, 24, shade(wood, -0.08)),
  );
  add(
    doc,
    rect(x + 34, base - 52, 12, 3, '#3a3632'),
    rect(x + 6, base - 10, 5, 10, '#3a3632'),
    rect(x + 69, base - 10, 5, 10, '#3a3632'),
  );
}

/** Bedroom: upholstered headboard, pillows, duvet and throw, night stands with lamps. */
export function bedroom(rng: Rng, time: Time): Doc {
  const wall = rng.pick(WALL_COLORS);
  const doc = room(rng, wall, rng.pick(['oak', 'oak', 'concrete']), 440);
  const accent = rng.pick(['#8a9a7b', '#b98b73', '#6f7f96', '#c9b59a', '#a36f5c', '#4f6360']);
  if (rng.chance(0.6)) add(doc, rect(170, 14, 460, 414, accent, { opacity: 0.55 }));
  const windowLeft = rng.chance(0.5);
  viewWindow(
    doc,
    rng,
    windowLeft ? 30 : 680,
    110,
    90,
    220,
    time,
    rng.pick(['#e9e2d3', '#c9b59a', '#9fae9a', '#d8c7b5']),
  );
  artwork(doc, rng, 320, 90, 160, 110);
  const rug = rng.pick(['#e7dccb', '#c7b299', '#9fae9a', '#d8c7b5']);
  add(
    doc,
    poly(
      [
        [130, 500],
        [670, 500],
        [740, 592],
        [60, 592],
      ],
      rug,
    ),
  );
  const head = rng.pick(['#c9b59a', '#6f7f96', '#b98b73', '#e9e2d3', '#5f7a6b']);
  add(doc, rect(230, 240, 340, 210, head, { rx: 22 }));
  for (let x = 270; x < 560; x += 40) add(doc, rect(x, 252, 3, 186, shade(head, -0.12)));
  const linen = rng.pick(['#f4f1ea', '#e9e2d3', '#dfe6ea']);
  const duvet = rng.pick(['#f4f1ea', '#d9c7b0', '#b9c6cf', '#e2c9bb', '#c9d3c0']);
  add(doc, softShadow(doc, 400, 560, 260, 16, 0.32));
  for (const px of [250, 405])
    add(doc, rect(px, 330, 145, 70, linen, { rx: 22 }), rect(px + 10, 385, 125, 12, shade(linen, -0.08), { rx: 6 }));
  add(doc, rect(300, 360, 90, 50, rng.pick(['#e8b04b', '#7fb3a8', '#d8703f', '#6f7f96']), { rx: 14 }));
  add(
    doc,
    poly(
      [
        [226, 400],
        [574, 400],
        [612, 486],
        [188, 486],
      ],
      linear(doc, [
        [0, shade(duvet, -0.06)],
        [1, duvet],
      ]),
    ),
  );
  add(
    doc,
    poly(
      [
        [226, 400],
        [574, 400],
        [580, 416],
        [220, 416],
      ],
      linen,
    ),
  );
  const throwColor = rng.pick(['#a36f5c', '#4f6360', '#c98b5b', '#3f5566', '#8a9a7b']);
  add(
    doc,
    poly(
      [
        [204, 452],
        [596, 452],
        [612, 486],
        [188, 486],
      ],
      throwColor,
    ),
  );
  add(
    doc,
    rect(188, 486, 424, 44, shade(duvet, -0.08), { rx: 6 }),
    rect(188, 486, 424, 44, throwColor, { rx: 6, opacity: 0.85 }),
  );
  const wood = rng.pick(WOODS);
  add(
    doc,
    rect(196, 528, 408, 22, shade(wood, -0.1)),
    rect(206, 550, 8, 12, '#3a3632'),
    rect(586, 550, 8, 12, '#3a3632'),
  );
  nightStand(doc, 120, 500, wood);
  nightStand(doc, 600, 500, wood);
  const lit = time === 'dusk';
  const lampShade = rng.pick(['#f3e6cc', '#e9e2d3', '#d8b88e']);
  tableLamp(doc, 160, 420, lampShade, lit);
  tableLamp(doc, 640, 420, lampShade, lit);
  add(doc, rect(620, 408, 30, 12, '#3f5566'), ellipse(175, 414, 10, 5, '#f4f1ea'));
  plant(doc, windowLeft ? 740 : 60, 480, 100, rng.pick(['#d9cfc2', '#c98b5b', '#3a3632']));
  if (lit)
    add(
      doc,
      rect(0, 0, 800, 600, '#2a2040', { opacity: 0.14 }),
      glow(doc, 160, 370, 90, 0.4),
      glow(doc, 640, 370, 90, 0.4),
    );
  return doc;
}

/** Bathroom: metro tiles, freestanding tub or walk-in shower, floating vanity and round mirror. */
export function bathroom(rng: Rng, time: Time): Doc {
  const wall = rng.pick(['#efe9e0', '#dfe3e6', '#d9e0d2', '#ead6c5']);
  const doc = room(rng, wall, 'tile', 470);
  const tileC = rng.pick(['#f6f4ef', '#d7e3e0', '#e4d8cc', '#cfd6dc', '#2f4f5a']);
  const grout = shade(tileC, tileC === '#2f4f5a' ? 0.25 : -0.14);
  const tiles = pattern(
    doc,
    32,
    16,
    rect(0, 0, 32, 16, tileC) + rect(0, 15, 32, 1, grout) + rect(0, 0, 1, 8, grout) + rect(16, 8, 1, 8, grout),
    `bath-${tileC}`,
  );
  const tileTop = rng.pick([300, 14]);
  add(doc, rect(0, tileTop, 800, 470 - tileTop, tiles), rect(0, tileTop - 4, 800, 6, shade(tileC, -0.08)));
  add(doc, rect(0, 458, 800, 12, shade(tileC, -0.1)));
  add(
    doc,
    rect(
      340,
      60,
      110,
      70,
      linear(doc, [
        [0, '#eef3f6'],
        [1, '#c9d6de'],
      ]),
    ),
    rect(334, 54, 122, 82, 'none', { stroke: '#f7f4ee', 'stroke-width': 8 }),
  );
  const metal = rng.pick(['#c9ccd0', '#2f3438', '#c7a46a']);
  if (rng.chance(0.5)) {
    add(doc, softShadow(doc, 240, 500, 180, 14, 0.3));
    add(doc, path(pd`M 80 396 Q 84 486 150 494 H 330 Q 396 486 400 396 Z`, '#fbfaf7'));
    add(
      doc,
      path(
        pd`M 80 396 Q 84 486 150 494 H 330 Q 396 486 400 396 Z`,
        linear(doc, [
          [0, '#000000', 0],
          [1, '#000000', 0.08],
        ]),
      ),
    );
    add(doc, rect(72, 388, 336, 14, '#ffffff', { rx: 7 }), rect(90, 392, 300, 5, '#dfe6ea', { rx: 2 }));
    add(doc, rect(236, 300, 8, 90, metal), rect(236, 300, 40, 8, metal), rect(270, 300, 8, 20, metal));
    add(
      doc,
      rect(96, 330, 70, 60, rng.pick(['#e9e2d3', '#9fae9a', '#d8b88e']), { rx: 6 }),
      line(90, 330, 172, 330, metal, 4),
    );
  } else {
    const glass = linear(doc, [
      [0, '#dff1f8', 0.35],
      [1, '#bcd9e6', 0.25],
    ]);
    add(
      doc,
      rect(60, 460, 260, 14, '#e7e4de'),
      rect(110, 110, 8, 220, metal),
      ellipse(150, 112, 42, 8, metal),
      rect(110, 106, 40, 8, metal),
    );
    add(
      doc,
      rect(80, 250, 60, 40, shade(tileC, -0.1)),
      rect(88, 262, 10, 28, '#e8b04b', { rx: 3 }),
      rect(104, 256, 12, 34, '#7fb3a8', { rx: 3 }),
      rect(122, 266, 10, 24, '#f4f1ea', { rx: 3 }),
    );
    add(doc, rect(300, 90, 12, 384, metal), rect(170, 90, 136, 384, glass), rect(170, 90, 136, 4, metal));
    add(
      doc,
      poly(
        [
          [200, 100],
          [240, 100],
          [190, 460],
          [170, 460],
          [170, 300],
        ],
        '#ffffff',
        { opacity: 0.18 },
      ),
    );
  }
  const wood = rng.pick(WOODS);
  add(doc, softShadow(doc, 590, 470, 130, 10, 0.22));
  add(
    doc,
    rect(470, 360, 240, 16, '#f1efe9'),
    rect(480, 376, 220, 70, wood),
    rect(486, 382, 104, 58, shade(wood, -0.07)),
    rect(594, 382, 100, 58, shade(wood, -0.07)),
  );
  add(doc, rect(530, 409, 16, 3, '#3a3632'), rect(636, 409, 16, 3, '#3a3632'));
  add(
    doc,
    path(pd`M 540 360 Q 542 336 590 334 Q 638 336 640 360 Z`, '#fbfaf7'),
    rect(586, 318, 6, 18, metal),
    rect(586, 318, 22, 5, metal),
  );
  add(
    doc,
    circle(590, 210, 92, metal),
    circle(
      590,
      210,
      86,
      linear(doc, [
        [0, '#e8eef2'],
        [1, '#b9c7d0'],
      ]),
    ),
  );
  add(doc, path(pd`M 540 160 L 580 132 L 530 250 L 515 230 Z`, '#ffffff', { opacity: 0.35 }));
  add(
    doc,
    rect(730, 200, 5, 130, metal),
    rect(712, 230, 40, 96, rng.pick(['#f4f1ea', '#9fae9a', '#d8c7b5']), { rx: 4 }),
  );
  plant(doc, 745, 468, 90, '#e9e2d3');
  add(doc, group([rect(490, 346, 20, 14, '#e8b04b', { rx: 3 }), rect(660, 340, 14, 20, '#f4f1ea', { rx: 3 })]));
  if (time === 'dusk') add(doc, rect(0, 0, 800, 600, '#2a2040', { opacity: 0.12 }), glow(doc, 590, 100, 140, 0.45));
  return doc;
}
