// What choosing a directory page costs in memory at a given size (record
// 0077): `npx tsx bench/directory-search-cost.ts 100000`. Synthetic coaches
// with bench-like names, specializations and prices; the visitors' search
// words of bench/api/directory-mix.ts; microseconds per query, the fastest and
// the median of 15 runs (the fastest is the one other work on the machine moved least).
import { createDirectoryIndex, type DirectoryRow } from '../src/server/features/coaches/directory-index.js';
import { DEMO_SPECIALIZATIONS } from '../src/server/db/seed/demo-specializations.js';

const size = Number(process.argv[2] ?? 100_000);
const FIRST = ['sofia', 'maya', 'elena', 'james', 'noah', 'liam', 'ava', 'chen', 'ravi', 'jonas', 'marta', 'ines'];
const LAST = ['patel', 'chen', 'garcia', 'muller', 'rossi', 'kim', 'novak', 'silva', 'larsen', 'okafor', 'tanaka'];
const SPECS = DEMO_SPECIALIZATIONS.map((s) => s.name.toLowerCase());
const rows: DirectoryRow[] = Array.from({ length: size }, (_, i) => ({
  id: i + 1,
  name: `${FIRST[i % FIRST.length]}${i % 97} ${LAST[(i * 7) % LAST.length]}`,
  rateCents: 3000 + ((i * 37) % 171) * 100,
  specializations: [SPECS[i % SPECS.length] as string, SPECS[(i * 3 + 1) % SPECS.length] as string],
  languages: i % 3 === 0 ? ['en', 'de'] : ['en'],
  scheduled: { coachId: i + 1, version: 1, schedule: {} as DirectoryRow['scheduled']['schedule'] },
}));
const queries = [
  { price: 'any' as const },
  { search: 'ma', price: 'any' as const },
  { search: 'an', price: '50-100' as const },
  { search: 'sleep', price: 'any' as const },
  { search: 'patel', price: 'any' as const },
  { search: 'sofia1 pa', price: 'any' as const },
  { specialty: SPECS[1], price: 'under-50' as const },
  { search: 'el', specialty: SPECS[2], price: 'any' as const },
];

const index = createDirectoryIndex(async () => rows);
const loadStart = performance.now();
const snapshot = await index.snapshotFor(1);
console.info(`${size} coaches: snapshot built in ${(performance.now() - loadStart).toFixed(0)} ms`);
for (const query of queries) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < 15; run += 1) {
    const start = performance.now();
    found = snapshot.match(query)?.length ?? -1;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.info(
    `  ${JSON.stringify(query)}: ${found} matches, ${((times[0] as number) * 1000).toFixed(0)} µs (median ${((times[7] as number) * 1000).toFixed(0)} µs)`,
  );
}
