// How much the time-zone-aware availability engine costs at directory scale
// (1,000 coaches, one week), as a ratio against a baseline measured in the
// same run: the same coaches all in UTC, where no zone offsets change.
// Run: npx tsx bench/availability-engine.ts
import { hasOpenSlotIn, listOpenSlots } from '../src/shared/domain/availability.js';
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
