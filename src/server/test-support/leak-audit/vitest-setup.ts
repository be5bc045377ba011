// Vitest setup file: after each test file, fails the file if any response
// its apps sent leaked private data (the apps report into testRunTally), and
// leaves the file's count for the run's summary (vitest-global-setup.ts).
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { leakAuditFailure } from './report.js';
import { testRunTally } from './sinks.js';

// Vitest isolates test files, but start from zero in any case.
testRunTally.audited = 0;
testRunTally.findings.length = 0;
const testFile = relative(process.cwd(), expect.getState().testPath ?? 'unknown');

afterAll(() => {
  const { audited, findings } = testRunTally;
  if (audited === 0) return;
  const runDir = inject('leakAuditDir');
  if (runDir)
    writeFileSync(join(runDir, `${testFile.replace(/[^A-Za-z0-9.-]+/g, '_')}.json`), JSON.stringify({ file: testFile, audited, findings }));
  if (findings.length > 0) throw leakAuditFailure(testFile, { audited, findings });
});
