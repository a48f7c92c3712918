import { describe, expect, it } from 'vitest';
import { listInEnglish } from './list-in-english';

describe('listInEnglish', () => {
  it.each([[[]], [['Bergen']], [['Bergen', 'Hudson']], [['Bergen', 'Hudson', 'Essex', 'Morris']]])(
    'writes %j as Intl.ListFormat does',
    (items) => {
      expect(listInEnglish(items)).toBe(new Intl.ListFormat('en-US').format(items));
    },
  );
});
