/**
 * The gallery lightbox's state (spec §4): closed, or open on one project of the filtered
 * list; previous and next wrap around at both ends.
 */
import { useCallback, useState } from 'react';

/**
 * The index reached by moving `step` places from `index` in a list of `length` items,
 * wrapping past either end (-1 from the first is the last, +1 from the last is the first).
 * Returns -1 for an empty list.
 */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + step) % length) + length) % length;
}

/** What the lightbox shows and how to move it. */
export interface LightboxState {
  /** Index in the current list; kept after closing so the closing transition still has content. */
  index: number;
  opened: boolean;
  open: (index: number) => void;
  close: () => void;
  next: () => void;
  previous: () => void;
}

/** Lightbox state over a list of `count` items. */
export function useLightbox(count: number): LightboxState {
  const [state, setState] = useState({ index: 0, opened: false });
  const open = useCallback((index: number) => setState({ index, opened: true }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  const move = useCallback(
    (step: number) => setState((s) => (s.opened ? { ...s, index: wrapIndex(s.index, step, count) } : s)),
    [count],
  );
  const next = useCallback(() => move(1), [move]);
  const previous = useCallback(() => move(-1), [move]);
  return { ...state, open, close, next, previous };
}
