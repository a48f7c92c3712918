/**
 * CSV text (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheet apps read accents correctly), for the
 * admin's exports and the capture page's file of waiting leads. Every cell is quoted, so a
 * spreadsheet that splits on ';' or tabs still reads one cell; a cell that would run as a formula
 * is prefixed with an apostrophe (FORMULA_START): leads are typed by the public.
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** A column per field, headed by the field's name. */
export const fieldColumns = <T>(names: readonly (keyof T & string)[]): CsvColumn<T>[] =>
  names.map((name) => ({ header: name, value: (row: T) => row[name] }));

/**
 * What a spreadsheet may read as a formula: a first character of = + - @, tab, CR, LF or NUL, or
 * the same after leading whitespace (some apps skip it before a formula).
 */
const FORMULA_START = /^(?:[=+\-@\t\r\n\0]|\s+[=+\-@\0])/;

function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The BOM and the header line. */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[]) =>
  `\uFEFF${columns.map((c) => cell(c.header)).join(',')}\r\n`;

/** One line per row. */
export const csvLines = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]) =>
  rows.map((row) => `${columns.map((c) => cell(c.value(row))).join(',')}\r\n`).join('');

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHeader(columns) + csvLines(columns, rows);
}
