/**
 * Rows as CSV (RFC 4180: CRLF, quotes doubled), opened by Excel as UTF-8 thanks to the BOM. The
 * separator is a semicolon by default: Excel in Belgium (nl-BE, fr-BE) splits on its list
 * separator, a semicolon, and would show a comma-separated file in one column (issue 31).
 * A cell that starts like a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe: a
 * visitor's "=HYPERLINK(…)" in a form never runs in the agency's spreadsheet.
 */
export function toCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  separator: ';' | ',' = ';',
): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}
