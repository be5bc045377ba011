// Directory scale for the availability engine: 1,000 coaches open four days a
// week, each with twenty busy hours spread over the week after SCALE_NOW (a
// week with a DST change in some zones). The scale test
// (availability-scale.test.ts) checks the engine's answers over this set and
// bench/availability-engine.ts times it; both build it here so they measure
// and check the same thing.
import type { CoachSchedule } from './availability.js';
import { HOUR_MS } from './time-units.js';

export const SCALE_NOW = new Date('2024-03-07T12:00:00Z');
export const SCALE_WEEK_LATER = new Date(SCALE_NOW.getTime() + 7 * 24 * HOUR_MS);

export function directoryScaleCoaches(zoneOf: (index: number) => string) {
  return Array.from({ length: 1000 }, (_, i) => ({
    schedule: {
      timeZone: zoneOf(i),
      availableDays: ['monday', 'wednesday', 'friday', 'sunday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      sessionLengthMinutes: 60,
    } satisfies CoachSchedule,
    busy: Array.from({ length: 20 }, (_, j) => ({
      start: new Date(SCALE_NOW.getTime() + (j * 7 + (i % 5)) * HOUR_MS),
      end: new Date(SCALE_NOW.getTime() + (j * 7 + (i % 5) + 1) * HOUR_MS),
    })),
  }));
}
