import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line ends, and starts with a BOM', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('\uFEFFa,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('defuses a cell that a spreadsheet would run as a formula, but keeps numbers', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+32 9 123', '-1', '@SUM(A1)', 42, null]])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x"")",\'+32 9 123,\'-1,\'@SUM(A1),42,\r\n',
    );
  });
});
