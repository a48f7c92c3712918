/**
 * What the report's charts and their tables show, from GET /api/admin/reports: the per-day chart
 * keeps the busiest sources apart and sums the rest, so it stays readable with many sources.
 */
import type { ReportRow, Reports } from '#shared/schemas/reports';

/** Sources shown on their own; more than this, and the rest are summed as "Other sources". */
export const SOURCES_SHOWN = 5;

/** One stacked series of the per-day chart and one column of its table. */
export interface SourceColumn {
  /** Data key in the chart rows ('s0', 's1'…): a source itself could be any text. */
  key: string;
  label: string;
  /** Indexes into Reports['sources'] that the column sums. */
  indexes: number[];
}

export function sourceColumns(sources: readonly string[]): SourceColumn[] {
  const alone = sources.length > SOURCES_SHOWN + 1 ? SOURCES_SHOWN : sources.length;
  const columns = sources.slice(0, alone).map((label, i) => ({ key: `s${i}`, label, indexes: [i] }));
  if (alone < sources.length) {
    const rest = sources.slice(alone).map((_, i) => alone + i);
    columns.push({ key: `s${alone}`, label: 'Other sources', indexes: rest });
  }
  return columns;
}

/** A row of the per-day chart and table: the day, its label, each column's count and the total. */
export type DayRow = { day: string; label: string; total: number } & Record<string, number | string>;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Jun 2' for '2026-06-02' (a calendar day: read in UTC, so no zone shifts it). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

export function dayRows(report: Reports, columns: readonly SourceColumn[]): DayRow[] {
  return report.leadsPerDay.map(({ day, total, bySource }) => {
    const row: DayRow = { day, label: dayLabel(day), total };
    for (const column of columns) row[column.key] = column.indexes.reduce((sum, i) => sum + bySource[i], 0);
    return row;
  });
}

/** A won-rate as a whole percent: '33%'. */
export const formatRate = (rate: number) => `${Math.round(rate * 100)}%`;

/** Totals of a landing-page or campaign table (every lead is in exactly one row). */
export function rowTotals(rows: readonly ReportRow[]): Omit<ReportRow, 'name'> {
  const leads = rows.reduce((sum, r) => sum + r.leads, 0);
  const bookedCalls = rows.reduce((sum, r) => sum + r.bookedCalls, 0);
  const won = rows.reduce((sum, r) => sum + r.won, 0);
  return { leads, bookedCalls, won, wonRate: leads ? won / leads : 0 };
}

/** '9 AM', '12 PM', '8 PM'. */
export function hourLabel(hour: number): string {
  const h = hour % 12 || 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}
