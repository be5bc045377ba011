import { describe, expect, it } from 'vitest';
import { barPercents, coachStats } from './coach-stats';

describe('coachStats', () => {
  it('counts all, completed and cancelled sessions', () => {
    const statuses = ['pending', 'confirmed', 'completed', 'completed', 'cancelled'] as const;
    expect(coachStats(statuses.map((status) => ({ status })))).toEqual({ total: 5, completed: 2, cancelled: 1 });
    expect(coachStats([])).toEqual({ total: 0, completed: 0, cancelled: 0 });
  });
});

describe('barPercents', () => {
  it('scales bars to the largest amount', () => {
    expect(barPercents([50, 100, 0, 25])).toEqual([50, 100, 0, 25]);
  });
  it('draws nothing when there is nothing earned', () => {
    expect(barPercents([0, 0])).toEqual([0, 0]);
    expect(barPercents([])).toEqual([]);
  });
});
