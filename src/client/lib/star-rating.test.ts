import { describe, expect, it } from 'vitest';
import { ratingValue, starKinds, starParts } from './star-rating';

describe('starParts', () => {
  it.each([
    [4.5, { full: 4, half: 1, empty: 0 }],
    [4.4, { full: 4, half: 0, empty: 1 }],
    [4.9, { full: 4, half: 1, empty: 0 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [0, { full: 0, half: 0, empty: 5 }],
    [3, { full: 3, half: 0, empty: 2 }],
    [0.5, { full: 0, half: 1, empty: 4 }],
  ])('%d -> %o', (rating, expected) => {
    expect(starParts(rating)).toEqual(expected);
  });

  it('clamps ratings outside 0..5 and treats NaN as 0', () => {
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});

describe('ratingValue', () => {
  it('reads the rating to one decimal, within 0 to 5', () => {
    expect(ratingValue(4.75)).toBe(4.8);
    expect(ratingValue(5)).toBe(5);
    expect(ratingValue(7)).toBe(5);
    expect(ratingValue(Number.NaN)).toBe(0);
  });
});

// The landing page's testimonials draw their stars from the same parts.
describe('starKinds', () => {
  it('shows five full stars for 5', () => {
    expect(starKinds(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('shows a half star when the fraction is .5 or more', () => {
    expect(starKinds(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starKinds(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('rounds a smaller fraction down to an empty star', () => {
    expect(starKinds(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('clamps out-of-range ratings', () => {
    expect(starKinds(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
