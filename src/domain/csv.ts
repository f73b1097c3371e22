/**
 * Rows as CSV (RFC 4180: comma, CRLF, quotes doubled), opened by Excel as UTF-8 thanks to the BOM.
 * A cell that starts like a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe: a
 * visitor's "=HYPERLINK(…)" in a form never runs in the agency's spreadsheet.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
