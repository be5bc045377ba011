// Playwright global teardown: the server of this run (TEST_HOOKS with
// LEAK_AUDIT_DIR, see playwright.config.ts) audited every response it sent
// for leaked private data; fail the run if it found any. It runs before the
// web server is stopped, which is fine: the server flushes after each response.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { leakAuditFailure } from '../../src/server/test-support/leak-audit/report.js';
import { readFileSinkSummary } from '../../src/server/test-support/leak-audit/sinks.js';

export default function leakAuditTeardown() {
  const dir = process.env.LEAK_AUDIT_DIR;
  if (!dir) return;
  const summary = readFileSinkSummary(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync('test-results/leak-audit', { recursive: true });
  writeFileSync('test-results/leak-audit/e2e-summary.json', JSON.stringify(summary, null, 2));
  if (summary.findings.length > 0) throw leakAuditFailure('the end-to-end run', summary);
  if (summary.audited === 0) {
    console.warn('Leak audit: the server audited no responses (an old build? run `npm run build`).');
  } else {
    console.info(`Leak audit: ${summary.audited} responses audited by the end-to-end server, 0 leaks.`);
  }
}
