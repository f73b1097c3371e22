import { describe, expect, it } from 'vitest';
import {
  keptTileType,
  shownTiles,
  SITE_TILE_TEMPLATE,
  TEMPLATE_MESSAGE,
  templateProblem,
  tileKey,
  tilePictureProblem,
} from './site-tiles';
import { tileSource } from '../edge/security-headers';
import { tileAddress } from './tile-ground';

describe('the tiles a browser asks for (decision 036)', () => {
  const map = {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap',
    proxy: true,
  };

  it('comes from the site when the tiles go through it, from the tile server otherwise', () => {
    expect(shownTiles(map)).toEqual({ url: '/map-tiles/{z}/{x}/{y}', attribution: '© OpenStreetMap' });
    expect(shownTiles({ ...map, proxy: false })).toEqual({ url: map.tileUrl, attribution: '© OpenStreetMap' });
  });

  it('has {r} on the site when the tile server has double-density tiles', () => {
    const dense = { ...map, tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png' };
    expect(shownTiles(dense).url).toBe('/map-tiles/{z}/{x}/{y}{r}');
    expect(shownTiles({ ...dense, proxy: false }).url).toBe(dense.tileUrl);
    expect(tileAddress(shownTiles(dense).url, 12, 2100, 1370, true)).toBe('/map-tiles/12/2100/1370@2x');
  });

  it('is written by the ground as Leaflet writes it: a relative address on the page’s own host', () => {
    expect(tileAddress(SITE_TILE_TEMPLATE, 12, 2100, 1370)).toBe('/map-tiles/12/2100/1370');
  });
});

describe('a tile’s address on the site', () => {
  it('names a tile by zoom, column and row within the world at that zoom', () => {
    expect(tileKey('0', '0', '0')).toEqual({ z: 0, x: 0, y: 0, dense: false });
    expect(tileKey('12', '2100', '1370')).toEqual({ z: 12, x: 2100, y: 1370, dense: false });
    expect(tileKey('19', String(2 ** 19 - 1), '0')).toEqual({ z: 19, x: 2 ** 19 - 1, y: 0, dense: false });
  });

  it('names its double-density picture with @2x, as Leaflet writes {r}', () => {
    expect(tileKey('12', '2100', '1370@2x')).toEqual({ z: 12, x: 2100, y: 1370, dense: true });
    for (const y of ['1370@3x', '1370@2x@2x', '@2x', '1370@2X', '01370@2x'])
      expect(tileKey('12', '2100', y), y).toBeNull();
  });

  it('refuses a zoom beyond the maps’, a tile outside the world and a number written another way', () => {
    for (const [z, x, y] of [
      ['20', '0', '0'],
      ['1', '2', '0'],
      ['1', '0', '2'],
      ['19', String(2 ** 19), '0'],
      ['01', '0', '0'],
      ['1', '-0', '0'],
      ['1', '+1', '0'],
      ['1', '1.0', '0'],
      ['1', '1e0', '0'],
      ['1', ' 1', '0'],
      ['1', '0x1', '0'],
      ['1', '1', '0.png'],
      ['99999999999', '0', '0'],
      ['', '0', '0'],
    ])
      expect(tileKey(z!, x!, y!), `${z}/${x}/${y}`).toBeNull();
  });
});

describe('a tile template in site.json', () => {
  it('is an http(s) address with {z}, {x}, {y} and at most {s} and {r}', () => {
    expect(templateProblem('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull();
    expect(templateProblem('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBeNull();
    expect(templateProblem('http://tiles.agency.lan:8080/osm/{z}/{y}/{x}')).toBeNull();
    // Without its scheme, as Leaflet's examples write it: fetched, and shown, over https.
    expect(templateProblem('//tile.openstreetmap.org/{z}/{x}/{y}.png')).toBeNull();
    const bare = { tileUrl: '//tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '©', proxy: false };
    expect(shownTiles(bare).url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(tileSource(shownTiles(bare).url)).toBe('https://tile.openstreetmap.org');
  });

  it('names what is wrong', () => {
    expect(templateProblem('https://tiles.example/tile.png')).toBe(TEMPLATE_MESSAGE);
    expect(templateProblem('https://tiles.example/{z}/{x}.png')).toBe(TEMPLATE_MESSAGE);
    expect(templateProblem('https://tiles.example/{z}/{x}/{y}.png?key={apikey}')).toBe(
      '{apikey} cannot be filled in: only {z}, {x}, {y}, {s} and {r}',
    );
    expect(templateProblem('/tiles/{z}/{x}/{y}.png')).toBe(TEMPLATE_MESSAGE);
    expect(templateProblem('///{z}/{x}/{y}.png')).toBe(TEMPLATE_MESSAGE);
    expect(templateProblem('javascript:alert(1)//{z}/{x}/{y}')).toBe(TEMPLATE_MESSAGE);
    expect(templateProblem('file:///etc/{z}/{x}/{y}')).toBe(TEMPLATE_MESSAGE);
  });
});

describe('a picture as a tile', () => {
  it('is a PNG, JPEG or WebP of 256 or 512 pixels square', () => {
    expect(tilePictureProblem({ format: 'png', width: 256, height: 256 })).toBeNull();
    expect(tilePictureProblem({ format: 'jpeg', width: 512, height: 512 })).toBeNull();
    expect(tilePictureProblem({ format: 'webp', width: 256, height: 256 })).toBeNull();
    expect(tilePictureProblem({ format: 'svg', width: 256, height: 256 })).toBe(
      'not a PNG, JPEG or WebP picture (svg)',
    );
    expect(tilePictureProblem({})).toBe('not a PNG, JPEG or WebP picture (unknown)');
    expect(tilePictureProblem({ format: 'png', width: 1, height: 1 })).toBe(
      'a tile is 256 or 512 pixels square, not 1 × 1',
    );
    expect(tilePictureProblem({ format: 'png', width: 256, height: 512 })).toBe(
      'a tile is 256 or 512 pixels square, not 256 × 512',
    );
  });

  it('is known again by its first bytes when kept', () => {
    expect(keptTileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('image/png');
    expect(keptTileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(keptTileType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(keptTileType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(keptTileType(new Uint8Array())).toBeNull();
  });
});

describe('the page’s policy', () => {
  it('names no tile server when the tiles come from the site', () => {
    expect(tileSource(SITE_TILE_TEMPLATE)).toBeNull();
    expect(
      tileSource(
        shownTiles({ tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '©', proxy: false }).url,
      ),
    ).toBe('https://*.tiles.example');
  });
});
