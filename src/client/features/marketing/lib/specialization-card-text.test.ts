import { describe, expect, it } from 'vitest';
import { coachCountLabel, specialtyHref } from './specialization-card-text';

describe('coachCountLabel', () => {
  it('keeps the spec wording for every count but one', () => {
    expect(coachCountLabel(0)).toBe('0 Coaches Available');
    expect(coachCountLabel(2)).toBe('2 Coaches Available');
    expect(coachCountLabel(15)).toBe('15 Coaches Available');
  });

  it('uses the singular for exactly one coach', () => {
    expect(coachCountLabel(1)).toBe('1 Coach Available');
  });
});

describe('specialtyHref', () => {
  it('lower-cases and URL-encodes the name', () => {
    expect(specialtyHref('Work Stress & Burnout')).toBe('/coaches?specialty=work%20stress%20%26%20burnout');
    expect(specialtyHref('Sleep & Restoration')).toBe('/coaches?specialty=sleep%20%26%20restoration');
  });

  it('round-trips through URLSearchParams', () => {
    const href = specialtyHref('Body Awareness & Somatic Mindfulness');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('specialty')).toBe('body awareness & somatic mindfulness');
  });
});
