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
});
