import { describe, expect, it } from 'vitest';
import { kindLabel, lengthLabel, seatsLeftLabel } from './meeting-labels';

describe('program labels', () => {
  it('words a meeting length in minutes, whole hours, or hours and minutes', () => {
    expect(lengthLabel(45)).toBe('45 minutes');
    expect(lengthLabel(60)).toBe('1 hour');
    expect(lengthLabel(120)).toBe('2 hours');
    expect(lengthLabel(150)).toBe('2 h 30 min');
  });

  it('says how many seats are left, and "Full" when none are', () => {
    expect(seatsLeftLabel(0)).toBe('Full');
    expect(seatsLeftLabel(1)).toBe('1 seat left');
    expect(seatsLeftLabel(12)).toBe('12 seats left');
  });

  it('names a workshop, and a course with its number of weekly meetings', () => {
    expect(kindLabel('workshop', 1)).toBe('Workshop');
    expect(kindLabel('course', 8)).toBe('Course · 8 weekly meetings');
  });
});
