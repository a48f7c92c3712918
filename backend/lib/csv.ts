/**
 * CSV for the dashboard's exports (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheet apps read
 * accents correctly). Every cell is quoted, so a spreadsheet that splits on ';' or tabs still
 * reads one cell; a cell that would run as a formula (=, +, -, @, tab, CR at the start) is
 * prefixed with an apostrophe: leads are typed by the public.
 */

import { Readable } from 'node:stream';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const header = <T>(columns: readonly CsvColumn<T>[]) =>
  `\uFEFF${columns.map((c) => cell(c.header)).join(',')}\r\n`;

const lines = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]) =>
  rows.map((row) => `${columns.map((c) => cell(c.value(row))).join(',')}\r\n`).join('');

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return header(columns) + lines(columns, rows);
}

/** The same CSV as a stream, one page of rows at a time: an export of years of leads never sits in memory whole. */
export function csvStream<T>(columns: readonly CsvColumn<T>[], pages: AsyncIterable<readonly T[]>): Readable {
  return Readable.from(
    (async function* () {
      yield header(columns);
      for await (const rows of pages) if (rows.length > 0) yield lines(columns, rows);
    })(),
  );
}
