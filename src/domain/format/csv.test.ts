import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('separates by semicolons for Excel in Belgium, quotes separators, quotes and line ends, starts with a BOM', () => {
    expect(
      toCsv([
        ['a', 'b;c', 'd,e'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('\uFEFFa;"b;c";"d,e"\r\n"say ""hi""";"two\nlines"\r\n');
    expect(toCsv([['a', 'b,c']], ',')).toBe('\uFEFFa,"b,c"\r\n');
  });

  it('defuses a cell that a spreadsheet would run as a formula, but keeps numbers', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+32 9 123', '-1', '@SUM(A1)', 42, null]])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x"")";\'+32 9 123;\'-1;\'@SUM(A1);42;\r\n',
    );
  });

  it('keeps accents as they are (UTF-8 after the BOM)', () => {
    const csv = toCsv([
      ['Stéphanie Dubœuf', 'Geëerde heer, ça va'],
      ['ß', '€ 250.000'],
    ]);
    expect(csv.slice(1).split('\r\n')[0]!.split(';')).toEqual(['Stéphanie Dubœuf', '"Geëerde heer, ça va"']);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
