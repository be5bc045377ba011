import { describe, expect, it } from 'vitest';
import { bioCounter } from './bio-counter';

describe('bioCounter', () => {
  it('counts characters and says how many are still needed', () => {
    expect(bioCounter('')).toEqual({ count: '0 / 1000 characters', status: '250 more needed', reached: false });
    expect(bioCounter('a'.repeat(249)).status).toBe('1 more needed');
  });

  it('says when the minimum is reached', () => {
    expect(bioCounter('a'.repeat(250))).toEqual({ count: '250 / 1000 characters', status: 'Min. length reached', reached: true });
  });
});
