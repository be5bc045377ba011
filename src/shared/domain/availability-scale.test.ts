// The directory filter runs the engine for 1,000 coaches in one request. This
// checks the results at that scale; its speed is measured by
// bench/availability-engine.ts (a ratio against a baseline, never a timed test).
import { describe, expect, it } from 'vitest';
import { hasOpenSlotIn, listOpenSlots, type CoachSchedule } from './availability.js';

const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kathmandu', 'Australia/Adelaide', 'Pacific/Auckland'];
const NOW = new Date('2024-03-07T12:00:00Z');
const WEEK_LATER = new Date(NOW.getTime() + 7 * 86_400_000);
const HOUR = 3_600_000;

const coaches = Array.from({ length: 1000 }, (_, i) => ({
  schedule: {
    timeZone: ZONES[i % ZONES.length] ?? 'UTC',
    availableDays: ['monday', 'wednesday', 'friday', 'sunday'],
    availableFrom: '09:00',
    availableTo: '17:00',
    sessionLengthMinutes: 60,
  } satisfies CoachSchedule,
  busy: Array.from({ length: 20 }, (_, j) => ({
    start: new Date(NOW.getTime() + (j * 7 + (i % 5)) * HOUR),
    end: new Date(NOW.getTime() + (j * 7 + (i % 5) + 1) * HOUR),
  })),
}));

describe('availability performance', () => {
  it('evaluates 1,000 coaches in six zones over a week spanning a DST change', () => {
    let matching = 0;
    let slots = 0;
    for (const coach of coaches) {
      if (hasOpenSlotIn({ ...coach, from: NOW, to: WEEK_LATER, now: NOW })) matching += 1;
      slots += listOpenSlots({ ...coach, from: NOW, to: WEEK_LATER, now: NOW }).length;
    }
    expect(matching).toBe(1000);
    expect(slots).toBeGreaterThan(10_000);
  });
});
