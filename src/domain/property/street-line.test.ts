import { describe, expect, it } from 'vitest';
import { streetLine } from './street-line';

describe('streetLine', () => {
  it("names the box in the page's language", () => {
    expect(streetLine('Kerkstraat', '12', '3', 'bus')).toBe('Kerkstraat 12 bus 3');
    expect(streetLine('Rue du Bailli', '12', '03', 'boîte')).toBe('Rue du Bailli 12 boîte 03');
    expect(streetLine('Markt', '1', 'A', 'box')).toBe('Markt 1 box A');
  });

  it('does not name a box twice when the feed wrote its own word', () => {
    expect(streetLine('Kerkstraat', '12', 'bus 3', 'bus')).toBe('Kerkstraat 12 bus 3');
    expect(streetLine('Kerkstraat', '12', 'bte 3', 'box')).toBe('Kerkstraat 12 box 3');
    expect(streetLine('Kerkstraat', '12', 'b3', 'boîte')).toBe('Kerkstraat 12 boîte 3');
    expect(streetLine('Kerkstraat', '12', '/3', 'bus')).toBe('Kerkstraat 12 bus 3');
    expect(streetLine('Kerkstraat', '12', 'Bus 0.1', 'bus')).toBe('Kerkstraat 12 bus 0.1');
  });

  it('leaves out what is missing', () => {
    expect(streetLine('Kerkstraat', '12', null, 'bus')).toBe('Kerkstraat 12');
    expect(streetLine('Kerkstraat', null, ' ', 'bus')).toBe('Kerkstraat');
    expect(streetLine(null, null, null, 'bus')).toBe('');
    expect(streetLine('Kerkstraat', '12', 'bus', 'bus')).toBe('Kerkstraat 12 bus bus');
  });
});
