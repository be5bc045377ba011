// How much the time-zone-aware availability engine costs at directory scale
// (1,000 coaches, one week), as a ratio against a baseline measured in the
// same run: the same coaches all in UTC, where no zone offsets change.
// A second table times the schedule shapes against each other on the same
// coaches and zones: today's hours, the same hours as weekly rules, and weekly
// rules using every feature (docs/decisions/0042-schedules-and-one-engine.md).
// Run: npx tsx bench/availability-engine.ts
import { hasOpenSlotIn, listOpenSlots, nextOpenSlot, type AnySchedule } from '../src/shared/domain/availability.js';
import { scheduleFromLegacy } from '../src/shared/domain/schedule.js';
import {
  directoryScaleCoaches,
  SCALE_NOW as NOW,
  SCALE_WEEK_LATER as WEEK_LATER,
} from '../src/shared/domain/availability-scale-fixture.js';

const ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Kathmandu', 'Australia/Adelaide', 'Pacific/Auckland', 'UTC'];

function run(set: ReturnType<typeof directoryScaleCoaches>, mode: 'filter' | 'list'): number {
  const rounds = 20;
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const coach of set) {
      if (mode === 'filter') hasOpenSlotIn({ ...coach, from: NOW, to: WEEK_LATER, now: NOW });
      else listOpenSlots({ ...coach, from: NOW, to: WEEK_LATER, now: NOW });
    }
  }
  return (performance.now() - started) / rounds;
}

const utc = directoryScaleCoaches(() => 'UTC');
const zoned = directoryScaleCoaches((i) => ZONES[i % ZONES.length] ?? 'UTC');
// Warm-up so JIT and the per-zone caches are in the same state for both.
run(utc, 'list');
run(zoned, 'list');

const rows = (['filter', 'list'] as const).map((mode) => {
  const baseline = run(utc, mode);
  const measured = run(zoned, mode);
  return {
    operation: mode === 'filter' ? 'hasOpenSlotIn x1000' : 'listOpenSlots x1000',
    'baseline ms (UTC)': baseline.toFixed(1),
    'mixed zones ms': measured.toFixed(1),
    ratio: (measured / baseline).toFixed(2),
  };
});
console.table(rows);

// Same coaches, mixed zones, three shapes of the same kind of week.
type Coach = (typeof zoned)[number];
const asRules = (coach: Coach): AnySchedule => ({ ...scheduleFromLegacy(coach.schedule), sessionLengthMinutes: 60 });
const fullFeatured = (coach: Coach): AnySchedule => ({
  ...scheduleFromLegacy(coach.schedule),
  weeklyRules: scheduleFromLegacy(coach.schedule).weeklyRules.flatMap((rule) => [
    { ...rule, start: '07:00', end: '09:00' },
    { ...rule, start: '12:00', end: '20:00' },
  ]),
  dateOverrides: [{ date: '2024-03-11', windows: [{ start: '10:00', end: '11:00' }] }],
  timeOff: [{ start: '2024-03-13T00:00', end: '2024-03-14T12:00' }],
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  maxSessionsPerDay: 4,
  sessionLengthMinutes: 60,
});
const shapes: [string, Coach[]][] = [
  ["today's hours", zoned],
  ['same hours as weekly rules', zoned.map((coach) => ({ ...coach, schedule: asRules(coach) as Coach['schedule'] }))],
  ['rules with every feature', zoned.map((coach) => ({ ...coach, schedule: fullFeatured(coach) as Coach['schedule'] }))],
];

function time(fn: () => void): string {
  const rounds = 20;
  fn();
  const started = performance.now();
  for (let r = 0; r < rounds; r++) fn();
  return ((performance.now() - started) / rounds).toFixed(1);
}

console.table(
  shapes.map(([shape, set]) => ({
    'schedule (1,000 coaches, mixed zones)': shape,
    'hasOpenSlotIn ms': time(() => set.forEach((c) => hasOpenSlotIn({ ...c, from: NOW, to: WEEK_LATER, now: NOW }))),
    'listOpenSlots ms': time(() => set.forEach((c) => listOpenSlots({ ...c, from: NOW, to: WEEK_LATER, now: NOW }))),
    'nextOpenSlot ms': time(() => set.forEach((c) => nextOpenSlot({ ...c, after: NOW, now: NOW }))),
  })),
);
