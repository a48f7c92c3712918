/**
 * CSV for the dashboard's exports (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheet apps read
 * accents correctly). A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at
 * the start) is prefixed with an apostrophe: leads are typed by the public.
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => cell(c.header)),
    ...rows.map((row) => columns.map((c) => cell(c.value(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
