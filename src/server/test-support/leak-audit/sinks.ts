// Where the leak audit reports: in memory for Vitest (the setup file checks it
// after each test file), or files for end-to-end runs (the Playwright teardown
// reads them while the server may still be running, so every write is flushed
// at once).
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LeakFinding } from './audit-response.js';
import type { LeakAuditSummary } from './report.js';

export type LeakAuditSink = {
  // Called once per audited response with what it leaked (usually nothing).
  record: (findings: LeakFinding[]) => void;
};

export type LeakAuditTally = { audited: number; findings: LeakFinding[] };

// One per Vitest worker module graph, i.e. one per test file (Vitest isolates files).
export const testRunTally: LeakAuditTally = { audited: 0, findings: [] };

export const testRunSink: LeakAuditSink = {
  record(findings) {
    testRunTally.audited += 1;
    testRunTally.findings.push(...findings);
  },
};

export const FINDINGS_FILE = 'findings.jsonl';
export const AUDITED_FILE_PREFIX = 'audited-';

// Findings are appended as JSON lines; the count of audited responses is one
// small file per process, rewritten per response (cheaper than a line each).
export function createFileSink(dir: string): LeakAuditSink {
  mkdirSync(dir, { recursive: true });
  const countFile = join(dir, `${AUDITED_FILE_PREFIX}${process.pid}.txt`);
  let audited = 0;
  return {
    record(findings) {
      audited += 1;
      if (findings.length > 0) appendFileSync(join(dir, FINDINGS_FILE), findings.map((f) => `${JSON.stringify(f)}\n`).join(''));
      writeFileSync(countFile, String(audited));
    },
  };
}

// What the server processes of an end-to-end run wrote into dir.
export function readFileSinkSummary(dir: string): LeakAuditSummary {
  if (!existsSync(dir)) return { audited: 0, findings: [] };
  const names = readdirSync(dir);
  const audited = names
    .filter((name) => name.startsWith(AUDITED_FILE_PREFIX))
    .reduce((sum, name) => sum + Number(readFileSync(join(dir, name), 'utf8') || 0), 0);
  const findingsText = names.includes(FINDINGS_FILE) ? readFileSync(join(dir, FINDINGS_FILE), 'utf8') : '';
  const findings = findingsText
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LeakFinding);
  return { audited, findings };
}
