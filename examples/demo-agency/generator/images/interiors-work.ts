/** Non-residential interiors: shop, office, warehouse, garage / storage room. */
import { artwork, glow, pendant, plant, room, softShadow, viewWindow, WOODS } from './interior-kit';
import type { Time } from './nature';
import { glassFill } from './parts';
import type { Rng } from './prng';
import { add, circle, ellipse, group, line, pattern, poly, rect, shade, type Doc } from './svg';

const GOODS = ['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#e9e2d3', '#7fb3a8', '#b56576', '#2f3438'] as const;

function shelfUnit(doc: Doc, rng: Rng, x: number, y: number, w: number, h: number, wood: string): void {
  add(doc, rect(x, y, w, h, shade(wood, -0.25)), rect(x + 6, y + 6, w - 12, h - 12, shade(wood, -0.4)));
  const rows = 4;
  for (let r = 0; r < rows; r += 1) {
    const sy = y + 6 + ((h - 12) * (r + 1)) / rows;
    add(doc, rect(x + 6, sy - 6, w - 12, 6, wood));
    let gx = x + 12;
    while (gx < x + w - 26) {
      const gw = rng.range(12, 26);
      const gh = rng.range(20, (h - 12) / rows - 14);
      add(doc, rect(gx, sy - 6 - gh, gw, gh, rng.pick(GOODS), { rx: 2 }));
      gx += gw + rng.range(3, 8);
    }
  }
}

/** Shop: wall shelving with goods, counter with till, pendant lamps, display table. */
export function shopInterior(rng: Rng, time: Time): Doc {
  const doc = room(rng, rng.pick(['#efe9e0', '#e4d9c0', '#d9e0d2']), rng.pick(['oak', 'concrete']), 450);
  const wood = rng.pick(WOODS);
  for (const sx of [40, 250, 460]) shelfUnit(doc, rng, sx, 90, 190, 340, wood);
  viewWindow(doc, rng, 680, 120, 90, 220, time);
  const lit = time === 'dusk';
  for (const px of [180, 400, 620]) pendant(doc, px, 60, 26, '#2f3438', lit);
  const counter = rng.pick(['#2f3438', '#e9e2d3', '#3e4a45']);
  add(doc, softShadow(doc, 230, 566, 190, 14, 0.3));
  add(
    doc,
    rect(60, 440, 340, 16, wood),
    rect(70, 456, 320, 108, counter),
    rect(70, 456, 320, 8, '#000000', { opacity: 0.12 }),
  );
  add(
    doc,
    rect(300, 400, 60, 40, '#3a3632', { rx: 4 }),
    rect(306, 406, 48, 22, '#9fc5d9'),
    rect(120, 420, 70, 20, '#f4f1ea', { rx: 3 }),
  );
  add(doc, softShadow(doc, 600, 566, 140, 12, 0.3));
  add(
    doc,
    rect(480, 486, 240, 14, wood),
    rect(494, 500, 10, 64, shade(wood, -0.3)),
    rect(696, 500, 10, 64, shade(wood, -0.3)),
  );
  for (let i = 0; i < 6; i += 1)
    add(doc, rect(500 + i * 36, 456 + (i % 2) * 8, 26, 30 - (i % 2) * 8, rng.pick(GOODS), { rx: 3 }));
  plant(doc, 760, 560, 110, '#c98b5b');
  if (lit) add(doc, rect(0, 0, 800, 600, '#2a2040', { opacity: 0.1 }));
  return doc;
}

function desk(doc: Doc, x: number, base: number, wood: string, screen: string): void {
  add(doc, softShadow(doc, x + 110, base + 2, 140, 10, 0.26));
  add(
    doc,
    rect(x, base - 80, 220, 10, wood),
    rect(x + 8, base - 70, 6, 70, '#3a3632'),
    rect(x + 206, base - 70, 6, 70, '#3a3632'),
  );
  add(
    doc,
    rect(x + 60, base - 150, 100, 62, '#2f3438', { rx: 4 }),
    rect(x + 65, base - 145, 90, 50, screen),
    rect(x + 104, base - 88, 12, 8, '#2f3438'),
  );
  add(
    doc,
    rect(x + 70, base - 86, 80, 5, '#c9ccd0', { rx: 2 }),
    rect(x + 170, base - 96, 14, 16, '#f4f1ea', { rx: 3 }),
  );
  const chair = '#3a3632';
  add(
    doc,
    rect(x + 85, base - 80, 50, 56, chair, { rx: 10 }),
    rect(x + 80, base - 34, 60, 12, shade(chair, 0.15), { rx: 5 }),
    rect(x + 107, base - 22, 6, 18, chair),
  );
  add(doc, ellipse(x + 110, base - 2, 28, 5, chair));
}

/** Office: window band with a view, desks with screens, plants and linear lights. */
export function officeInterior(rng: Rng, time: Time): Doc {
  const doc = room(rng, rng.pick(['#eceae5', '#dfe3e6', '#e8e2d6']), rng.pick(['concrete', 'oak']), 440);
  viewWindow(doc, rng, 60, 80, 200, 240, time);
  viewWindow(doc, rng, 300, 80, 200, 240, time);
  artwork(doc, rng, 580, 110, 150, 110);
  const lit = time === 'dusk';
  for (const lx of [120, 420]) {
    add(
      doc,
      line(lx + 40, 0, lx + 40, 40, '#3a3632', 1.5),
      line(lx + 220, 0, lx + 220, 40, '#3a3632', 1.5),
      rect(lx, 40, 260, 8, '#2f3438', { rx: 3 }),
    );
    if (lit) add(doc, glow(doc, lx + 130, 60, 160, 0.35));
  }
  const wood = rng.pick(WOODS);
  const screen = glassFill(doc, 'noon', false);
  desk(doc, 70, 540, wood, screen);
  desk(doc, 400, 540, wood, screen);
  add(
    doc,
    rect(600, 250, 150, 180, '#f7f7f5'),
    rect(600, 250, 150, 180, 'none', { stroke: '#c9ccd0', 'stroke-width': 4 }),
  );
  add(
    doc,
    line(620, 290, 720, 290, '#35506b', 3),
    line(620, 320, 700, 320, '#e07a5f', 3),
    line(620, 350, 730, 350, '#35506b', 3),
  );
  plant(doc, 30, 540, 110, '#e9e2d3');
  plant(doc, 730, 560, 130, '#3a3632');
  if (lit) add(doc, rect(0, 0, 800, 600, '#2a2040', { opacity: 0.1 }));
  return doc;
}

/** Warehouse: profiled walls, pallet racks with boxes, roller door, floor markings. */
export function warehouseInterior(rng: Rng, time: Time): Doc {
  const doc = room(rng, '#c9ced3', 'concrete', 470);
  const clad = rng.pick(['#c9ced3', '#b9c3cc', '#d4d0c8']);
  add(
    doc,
    rect(
      0,
      0,
      800,
      458,
      pattern(
        doc,
        16,
        60,
        rect(0, 0, 16, 60, clad) + rect(0, 0, 4, 60, shade(clad, 0.12)) + rect(12, 0, 4, 60, shade(clad, -0.12)),
        `wclad-${clad}`,
      ),
    ),
  );
  add(doc, rect(0, 30, 800, 26, glassFill(doc, time, false)), rect(0, 56, 800, 4, '#000000', { opacity: 0.15 }));
  for (const lx of [200, 600])
    add(doc, line(lx, 0, lx, 90, '#3a3632', 2), ellipse(lx, 96, 34, 10, '#5d6166'), glow(doc, lx, 110, 120, 0.35));
  const slats = pattern(doc, 20, 10, rect(0, 0, 20, 10, '#dcdcd8') + rect(0, 8, 20, 2, '#b2b2ad'), 'wslats');
  add(doc, rect(318, 196, 164, 274, '#e8b04b'), rect(330, 210, 140, 260, slats));
  const upright = rng.pick(['#35506b', '#2f3438', '#2f6b5a']);
  for (const rx0 of [20, 510]) {
    for (let lvl = 0; lvl < 3; lvl += 1) {
      const by = 470 - lvl * 130;
      add(doc, rect(rx0, by - 14, 270, 12, '#d8703f'));
      for (let b = 0; b < 3; b += 1) {
        const h = rng.range(60, 100);
        add(
          doc,
          rect(rx0 + 12 + b * 86, by - 14 - h, 76, h, shade('#c49a6c', rng.range(-0.1, 0.1)), { rx: 2 }),
          rect(rx0 + 12 + b * 86, by - 14 - h * 0.6, 76, 6, '#d8b88e'),
        );
      }
    }
    add(doc, rect(rx0, 80, 10, 392, upright), rect(rx0 + 260, 80, 10, 392, upright));
  }
  add(
    doc,
    poly(
      [
        [330, 470],
        [470, 470],
        [560, 600],
        [240, 600],
      ],
      '#000000',
      { opacity: 0.06 },
    ),
  );
  add(doc, line(300, 476, 180, 600, '#e8c547', 6), line(500, 476, 620, 600, '#e8c547', 6));
  add(doc, softShadow(doc, 640, 580, 70, 8, 0.3), rect(596, 540, 90, 14, '#b08358'), rect(604, 500, 74, 40, '#c49a6c'));
  return doc;
}

/** Garage or storage room: block walls, up-and-over door, workbench, shelves, bicycle. */
export function storageRoom(rng: Rng, time: Time): Doc {
  const doc = room(rng, '#d9d6cf', 'concrete', 470);
  const block = rng.pick(['#d9d6cf', '#c9c5bd', '#e4e1da']);
  add(
    doc,
    rect(
      0,
      14,
      800,
      444,
      pattern(
        doc,
        40,
        20,
        rect(0, 0, 40, 20, block) +
          rect(0, 19, 40, 1, shade(block, -0.15)) +
          rect(0, 0, 1, 10, shade(block, -0.15)) +
          rect(20, 10, 1, 10, shade(block, -0.15)),
        `block-${block}`,
      ),
    ),
  );
  const door = rng.pick(['#e9e4da', '#3f4349', '#8a6a45']);
  const ribs = pattern(doc, 12, 20, rect(0, 0, 12, 20, door) + rect(10, 0, 2, 20, shade(door, -0.15)), `gdoor-${door}`);
  add(
    doc,
    rect(250, 150, 300, 320, '#9a958d'),
    rect(262, 162, 276, 308, ribs),
    rect(390, 440, 20, 6, '#c9ccd0', { rx: 2 }),
  );
  add(doc, rect(40, 120, 170, 10, '#8f6a4a'), rect(40, 210, 170, 10, '#8f6a4a'), rect(40, 300, 170, 10, '#8f6a4a'));
  for (const sy of [120, 210, 300]) {
    let bx = 48;
    while (bx < 190) {
      const w = rng.range(30, 50);
      const h = rng.range(34, 70);
      add(doc, rect(bx, sy - h, w, h, rng.pick(['#c49a6c', '#d8b88e', '#7fb3a8', '#3f5566']), { rx: 2 }));
      bx += w + 6;
    }
  }
  add(doc, rect(580, 170, 180, 120, '#c9a57a'));
  for (let i = 0; i < 5; i += 1)
    add(
      doc,
      circle(600 + i * 34, 190, 3, '#6b5a48'),
      rect(596 + i * 34, 196, 8, 40 + (i % 3) * 12, '#5d6166', { rx: 2 }),
    );
  add(
    doc,
    softShadow(doc, 670, 470, 110, 10, 0.28),
    rect(580, 370, 180, 14, '#b08358'),
    rect(590, 384, 10, 86, '#5d6166'),
    rect(740, 384, 10, 86, '#5d6166'),
  );
  add(doc, rect(600, 340, 40, 30, '#b5473a', { rx: 3 }), rect(660, 352, 60, 18, '#3f4349', { rx: 3 }));
  const bike = '#2f3438';
  add(
    doc,
    group([
      circle(90, 520, 42, 'none', { stroke: bike, 'stroke-width': 5 }),
      circle(210, 520, 42, 'none', { stroke: bike, 'stroke-width': 5 }),
      line(90, 520, 140, 470, rng.pick(['#b5473a', '#35506b', '#2f6b5a']), 6),
      line(140, 470, 210, 520, rng.pick(['#e8b04b', '#35506b']), 6),
      line(140, 470, 150, 520, bike, 5),
      line(90, 520, 150, 520, bike, 5),
      line(140, 470, 130, 452, bike, 4),
      rect(116, 446, 30, 7, bike, { rx: 3 }),
      line(200, 462, 210, 520, bike, 5),
      line(190, 462, 212, 458, bike, 4),
    ]),
  );
  if (time === 'dusk') add(doc, glow(doc, 400, 60, 160, 0.4));
  return doc;
}
