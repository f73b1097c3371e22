import { describe, expect, it } from 'vitest';
import { icoFile, initialsIconSvg, isIconFile } from './icon-files';
import { sanitizeSvg } from './svg';

describe('the icon files', () => {
  it('knows its own files only', () => {
    expect(isIconFile('favicon.ico')).toBe(true);
    expect(isIconFile('apple-touch-icon.png')).toBe(true);
    expect(isIconFile('constructor')).toBe(false);
    expect(isIconFile('../etc/passwd')).toBe(false);
  });

  it('draws the initials of the agency on its colour, in a readable text colour, escaped', () => {
    const svg = initialsIconSvg('Agence <Dupont> & Fils', '#1f4e79', 64);
    expect(svg).toContain('fill="#1f4e79"');
    expect(svg).toContain('fill="#ffffff">AF</text>');
    expect(initialsIconSvg('<b>', '#f5d142', 64)).toContain('fill="#000000">B</text>');
    // A well-formed SVG of the asked size: it passes the site's own reader.
    expect(sanitizeSvg(svg)).toMatchObject({ ok: true, width: 64, height: 64 });
  });

  it('packs PNG images into an icon file with one directory entry each', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([4, 5]);
    const ico = icoFile([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect([ico[6], ico[7], view.getUint32(6 + 8, true), view.getUint32(6 + 12, true)]).toEqual([16, 16, 3, 38]);
    expect([ico[22], view.getUint32(22 + 8, true), view.getUint32(22 + 12, true)]).toEqual([0, 2, 41]);
    expect([...ico.slice(38)]).toEqual([1, 2, 3, 4, 5]);
  });
});
