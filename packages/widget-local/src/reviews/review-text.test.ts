import { describe, expect, it } from 'vitest';
import { excerpt, ratingStars, ratingText, readReviews, starKinds } from './review-text';

describe('readReviews', () => {
  it('keeps complete reviews, rounds ratings to halves, and leaves out the rest with a warning each', () => {
    const { reviews, warnings } = readReviews([
      { author: 'Mara', rating: 5, text: 'Best rye in town.', date: '2026-10-02' },
      { author: 'Tom', rating: '4.3', text: 'Good coffee.', date: 'yesterday' },
      { author: '', rating: 4, text: 'Nameless' },
      { author: 'Ann', rating: 9, text: 'Too good' },
      'garbage',
      null,
    ]);
    expect(reviews).toEqual([
      { author: 'Mara', rating: 5, text: 'Best rye in town.', date: '2026-10-02' },
      { author: 'Tom', rating: 4.5, text: 'Good coffee.', date: undefined },
    ]);
    expect(warnings).toEqual(
      [3, 4, 5, 6].map((n) => `review ${n} is left out: it needs an author, a text and a rating from 1 to 5`),
    );
  });
});

describe('excerpt', () => {
  it('leaves a short text whole and cuts a long one at a word boundary', () => {
    expect(excerpt('Short and sweet.', 40)).toBeUndefined();
    const long =
      'The crust shatters, the crumb is open and glossy, and the sour is gentle enough for the kids.';
    expect(excerpt(long, 40)).toBe('The crust shatters, the crumb is open');
    expect(excerpt('x'.repeat(100), 40)).toBe('x'.repeat(40));
  });
});

describe('rating', () => {
  it('is announced as text and drawn as five stars', () => {
    expect(ratingText(4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingStars(4.5)).toBe('★★★★⯪');
    expect(starKinds(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starKinds(2)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
    expect(ratingStars(3)).toBe('★★★☆☆');
    expect(ratingStars(1)).toBe('★☆☆☆☆');
  });
});
