import { describe, expect, it } from 'vitest';
import { wrapIndex } from './use-lightbox';

describe('wrapIndex', () => {
  it('moves forward and back inside the list', () => {
    expect(wrapIndex(0, 1, 9)).toBe(1);
    expect(wrapIndex(4, -1, 9)).toBe(3);
  });

  it('wraps from the last item to the first', () => {
    expect(wrapIndex(8, 1, 9)).toBe(0);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('wraps from the first item to the last', () => {
    expect(wrapIndex(0, -1, 9)).toBe(8);
    expect(wrapIndex(0, -1, 2)).toBe(1);
  });

  it('stays put in a list of one', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });

  it('handles steps longer than the list', () => {
    expect(wrapIndex(1, 7, 3)).toBe(2);
    expect(wrapIndex(1, -7, 3)).toBe(0);
  });

  it('answers -1 for an empty list', () => {
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});
