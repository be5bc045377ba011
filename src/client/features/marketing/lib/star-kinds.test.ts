import { describe, expect, it } from 'vitest';
import { starKinds } from './star-kinds';

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
