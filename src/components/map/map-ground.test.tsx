import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAINTED_FIRST } from '@/domain/edge/painted-first';
import { tileGround } from '@/domain/map/tile-ground';
import { MapGround } from './map-ground';

describe('the map ground', () => {
  const ground = tileGround(
    [
      { lat: 50.9, lng: 3.6 },
      { lat: 51.1, lng: 4.1 },
    ],
    [51, 3.8],
    'https://tiles.example/{z}/{x}/{y}.png',
  )!;
  const html = renderToStaticMarkup(<MapGround ground={ground} attribution="© map makers" />);
  const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);

  it('marks every tile as what the page waits for before its scripts, as for a first photo', () => {
    expect(images).toHaveLength(ground.narrow.tiles.length + ground.wide.tiles.length);
    for (const image of images) expect(image).toContain(`${PAINTED_FIRST}=""`);
  });

  it('gives the other kind of screen a whole 1 × 1 GIF: a broken one is an image that failed, never painted', () => {
    const sources = [...html.matchAll(/<source [^>]*srcSet="data:image\/gif;base64,([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toHaveLength(images.length);
    const gif = Buffer.from(sources[0]!, 'base64');
    expect(gif.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([1, 1]);
    expect(gif.includes(0x2c)).toBe(true); // an image descriptor
    expect(gif[gif.length - 1]).toBe(0x3b); // the trailer: the file is whole
  });

  it('lets a screen of double density take a tile server’s @2x tiles, the ones Leaflet then asks for', () => {
    expect(images.every((image) => !image.includes('srcSet'))).toBe(true);
    const points = [{ lat: 50.9, lng: 3.6 }];
    const dense = tileGround(points, [51, 3.8], '/map-tiles/{z}/{x}/{y}{r}')!;
    const denseHtml = renderToStaticMarkup(<MapGround ground={dense} attribution="© map makers" />);
    const first = dense.narrow.tiles[0]!.src;
    expect(denseHtml).toContain(`<img src="${first}" srcSet="${first} 1x, ${first}@2x 2x"`);
  });

  it('draws the prices and clusters over the tiles where Leaflet will, each saying which markers it holds', () => {
    const marks = {
      narrow: [
        { left: -12, top: 30, ids: [7] },
        { left: 100, top: -40, ids: [8, 9, 10] },
      ],
      wide: [{ left: 0, top: 0, ids: [11] }],
    };
    const labels = new Map([
      [7, { price: '€ 250.000', approximate: false }],
      [11, { price: '€ 900 per maand', approximate: true }],
    ]);
    const drawn = renderToStaticMarkup(
      <MapGround ground={ground} attribution="© map makers" marks={marks} labels={labels} />,
    );
    expect(drawn).toContain(
      '<div class="map-ground-mark map-price pointer-events-auto" style="left:calc(50% + -12px);top:calc(50% + 30px)" data-mark="7"><span>€ 250.000</span></div>',
    );
    expect(drawn).toContain(
      '<div class="map-ground-mark map-cluster pointer-events-auto" style="left:calc(50% + 100px);top:calc(50% + -40px)" data-mark="8 9 10"><span>3</span></div>',
    );
    expect(drawn).toMatch(
      /class="map-ground-mark map-price pointer-events-auto map-price-approximate"[^>]*data-mark="11"/,
    );
    // The whole ground stays hidden from assistive technology: the live map is what they use.
    expect(drawn).toContain(
      '<div aria-hidden="true" class="pointer-events-none absolute inset-0" data-testid="map-ground">',
    );
  });

  it('drops its tiles and their attribution once the live map has its own, and can keep its marks meanwhile', () => {
    const marks = { narrow: [{ left: 0, top: 0, ids: [7] }], wide: [] };
    const labels = new Map([[7, { price: '€ 1', approximate: false }]]);
    const drawn = renderToStaticMarkup(
      <MapGround ground={ground} attribution="© map makers" tiles={false} marks={marks} labels={labels} />,
    );
    expect(drawn).not.toContain('<img');
    expect(drawn).not.toContain('© map makers');
    expect(drawn).toContain('data-mark="7"');
  });
});
