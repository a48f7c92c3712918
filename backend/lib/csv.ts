/** The admin's CSV exports as a stream (the text rules are shared/csv.ts). */
import { Readable } from 'node:stream';
import { csvHeader, csvLines, type CsvColumn } from '#shared/csv';

export { toCsv, type CsvColumn } from '#shared/csv';

/** The CSV as a stream, one page of rows at a time: an export of years of leads never sits in memory whole. */
export function csvStream<T>(columns: readonly CsvColumn<T>[], pages: AsyncIterable<readonly T[]>): Readable {
  return Readable.from(
    (async function* () {
      yield csvHeader(columns);
      for await (const rows of pages) if (rows.length > 0) yield csvLines(columns, rows);
    })(),
  );
}
