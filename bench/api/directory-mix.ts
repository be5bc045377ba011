// Directory queries as visitors make them: a catalogue of distinct queries
// (search words, specialties, prices, availability windows, four zones, both
// sorts, pages 1-3) drawn with a Zipf skew, so a few are asked often and most
// rarely, as in real traffic. Deterministic (a seeded generator), so runs
// compare. The answer cache serves the popular ones; the rest reach the
// directory itself.
import { DEMO_SPECIALIZATIONS } from '../../src/server/db/seed/demo-specializations.js';

// Name fragments and words a visitor types; '' is no search at all, the most common.
const WORDS = [
  '',
  '',
  '',
  'ma',
  'an',
  'el',
  'jo',
  'ch',
  'ra',
  'li',
  'sleep',
  'stress',
  'focus',
  'calm',
  'parent',
  'sofia',
  'patel',
  'chen',
];
const SPECIALTIES = ['', '', ...DEMO_SPECIALIZATIONS.map((s) => s.name.toLowerCase())];
const PRICES = ['any', 'any', 'under-50', '50-100', 'over-100'];
const WINDOWS = ['any', 'any', 'today', 'this-week', 'weekend'];
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];
const SORTS = ['recommended', 'soonest'];
const PAGES = [1, 1, 1, 2, 3];

// mulberry32: a small seeded generator, so the catalogue and the draws repeat run to run.
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pathOf(random: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const query = new URLSearchParams();
  const q = pick(WORDS);
  const specialty = pick(SPECIALTIES);
  if (q) query.set('q', q);
  if (specialty) query.set('specialty', specialty);
  query.set('price', pick(PRICES));
  query.set('availability', pick(WINDOWS));
  query.set('tz', pick(ZONES));
  query.set('sort', pick(SORTS));
  query.set('page', String(pick(PAGES)));
  return `/api/coaches?${query}`;
}

// `size` distinct queries, in popularity order (rank 1 first).
export function directoryCatalogue(size: number, seed = 31): string[] {
  const random = seeded(seed);
  const distinct = new Set<string>();
  for (let tries = 0; distinct.size < size && tries < size * 50; tries += 1) distinct.add(pathOf(random));
  return [...distinct];
}

// Draws ranks with probability proportional to 1 / rank^s (s = 1: web-like traffic).
export function zipfDraw(catalogue: readonly string[], s = 1, seed = 7) {
  const weights = catalogue.map((_, i) => 1 / (i + 1) ** s);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const w of weights) cumulative.push((running += w / total));
  const random = seeded(seed);
  const seen = new Set<string>();
  return {
    next(): string {
      const r = random();
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] ?? 1) < r) lo = mid + 1;
        else hi = mid;
      }
      const path = catalogue[lo] as string;
      seen.add(path);
      return path;
    },
    // How many distinct queries were asked so far.
    distinct: () => seen.size,
  };
}
