// The directory filter runs the engine for 1,000 coaches in one request. This
// checks the results at that scale; its speed is measured by
// bench/availability-engine.ts (a ratio against a baseline, never a timed test).
import { describe, expect, it } from 'vitest';
import { hasOpenSlotIn, listOpenSlots } from './availability.js';
import { directoryScaleCoaches, SCALE_NOW as NOW, SCALE_WEEK_LATER as WEEK_LATER } from './availability-scale-fixture.js';

const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kathmandu', 'Australia/Adelaide', 'Pacific/Auckland'];
const coaches = directoryScaleCoaches((i) => ZONES[i % ZONES.length] ?? 'UTC');

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
