import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The one data cell a single-column CSV of `value` holds, as written. */
const cellOf = (value: unknown) =>
  toCsv([{ header: 'v', value: (row: { v: unknown }) => row.v }], [{ v: value }]).split('\r\n')[1];

describe('CSV formula neutralisation', () => {
  it.each([
    ['=', '=1+1'],
    ['+', '+1'],
    ['-', '-1'],
    ['@', '@SUM(A1)'],
    ['tab', '\t=1'],
    ['CR', '\r=1'],
    ['LF', '\n=1'],
    ['NUL', '\u0000=1'],
  ])('prefixes a cell whose first character is %s', (_, value) => {
    expect(cellOf(value)).toBe(`"'${value}"`);
  });

  it.each([
    ['spaces then =', '  =HYPERLINK("x")'],
    ['a space then +', ' +1'],
    ['a no-break space then -', '\u00a0-1'],
    ['spaces and a tab then @', ' \t @x'],
    ['a space then NUL', ' \u0000=1'],
  ])('prefixes a cell whose first non-whitespace character starts a formula: %s', (_, value) => {
    expect(cellOf(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it.each([
    ['plain text', 'Jane Homeowner'],
    ['a formula sign later', 'a=1'],
    ['leading spaces before text', '  Jane'],
    ['a number', 42],
    ['empty', ''],
    ['undefined', undefined],
  ])('leaves %s as it is', (_, value) => {
    expect(cellOf(value)).toBe(`"${value ?? ''}"`);
  });
});
