/** Shared backdrop for outdoor scenes: sky, distant tree lines, ground and pavements. */
import { greens, hazeColor, sky, treeline, type Greens, type Time } from './nature';
import type { Rng } from './prng';
import { add, createDoc, linear, pattern, poly, rect, shade, type Doc } from './svg';

const SCENE_W = 800;
const SCENE_H = 600;

export interface Outdoor {
  doc: Doc;
  g: Greens;
}

/** New 800×600 scene with sky and two layers of hazy trees on the horizon. */
export function outdoor(rng: Rng, time: Time, horizon: number, width = SCENE_W, height = SCENE_H): Outdoor {
  const doc = createDoc(width, height);
  sky(doc, rng, time, horizon);
  const haze = hazeColor(time);
  treeline(doc, rng, horizon, 70 * (height / SCENE_H), haze, 0.75);
  treeline(doc, rng, horizon, 38 * (height / SCENE_H), shade(haze, -0.15), 0.9);
  return { doc, g: greens(time, rng) };
}

function darkenFor(time: Time): number {
  return time === 'dusk' ? -0.28 : time === 'overcast' ? -0.06 : 0;
}

/** Pavement of square tiles between y and y + h. */
export function pavement(doc: Doc, y: number, h: number, time: Time, tone = '#cfcac1'): void {
  const base = shade(tone, darkenFor(time));
  const tile = pattern(
    doc,
    30,
    30,
    rect(0, 0, 30, 30, base) + rect(0, 29, 30, 1, shade(base, -0.15)) + rect(29, 0, 1, 30, shade(base, -0.15)),
    `pave-${base}`,
  );
  add(doc, rect(0, y, doc.width, h, tile));
  add(doc, rect(0, y + h - 5, doc.width, 5, shade(base, -0.22)));
}

/** Asphalt (or cobbles) from y to the bottom of the picture. */
export function road(doc: Doc, y: number, time: Time, cobbles = false): void {
  const base = shade(cobbles ? '#8b8680' : '#5d6166', darkenFor(time));
  if (cobbles) {
    const stones =
      rect(0, 0, 20, 12, base) +
      rect(1, 1, 8, 4.5, shade(base, 0.08), { rx: 2 }) +
      rect(11, 1, 8, 4.5, shade(base, 0.04), { rx: 2 }) +
      rect(-4, 7, 8, 4.5, shade(base, 0.05), { rx: 2 }) +
      rect(6, 7, 8, 4.5, shade(base, 0.1), { rx: 2 }) +
      rect(16, 7, 8, 4.5, shade(base, 0.05), { rx: 2 });
    add(doc, rect(0, y, doc.width, doc.height - y, pattern(doc, 20, 12, stones, `cobble-${base}`)));
  } else {
    add(
      doc,
      rect(
        0,
        y,
        doc.width,
        doc.height - y,
        linear(doc, [
          [0, shade(base, -0.06)],
          [1, shade(base, 0.06)],
        ]),
      ),
    );
  }
  add(doc, rect(0, y, doc.width, 10, '#000000', { opacity: 0.1 }));
}

/** Gravel or paved drive as a trapezoid widening towards the viewer. */
export function drive(
  doc: Doc,
  topLeft: number,
  topRight: number,
  top: number,
  spread: number,
  time: Time,
  tone = '#d8d2c6',
): void {
  const fill = linear(doc, [
    [0, shade(tone, darkenFor(time) - 0.06)],
    [1, shade(tone, darkenFor(time) + 0.04)],
  ]);
  const bottom = doc.height;
  add(
    doc,
    poly(
      [
        [topLeft, top],
        [topRight, top],
        [topRight + spread, bottom],
        [topLeft - spread, bottom],
      ],
      fill,
    ),
  );
}
