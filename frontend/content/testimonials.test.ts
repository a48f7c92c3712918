import { describe, expect, it } from 'vitest';
import { SHORT_QUOTE, TESTIMONIALS } from './testimonials';

describe('SHORT_QUOTE', () => {
  it('is word for word part of the review it is credited to', () => {
    const review = TESTIMONIALS.find((t) => SHORT_QUOTE.author === `${t.name}, ${t.location}`);
    expect(review?.text).toContain(SHORT_QUOTE.text);
  });
});
