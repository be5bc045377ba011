// Vitest global setup: gives this run its own folder for the per-file leak
// audit results (several runs may share the checkout) and, when the run ends,
// prints and saves the total: "Leak audit: N responses audited ...".
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LeakAuditSummary } from './report.js';

declare module 'vitest' {
  export interface ProvidedContext {
    leakAuditDir: string;
  }
}

const ROOT = resolve('test-results/leak-audit');

export default function setup(project: TestProject) {
  const runDir = join(ROOT, `vitest-run-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  project.provide('leakAuditDir', runDir);
  return () => {
    const perFile = readdirSync(runDir).map(
      (name) => JSON.parse(readFileSync(join(runDir, name), 'utf8')) as LeakAuditSummary & { file: string },
    );
    rmSync(runDir, { recursive: true, force: true });
    if (perFile.length === 0) return;
    const audited = perFile.reduce((sum, file) => sum + file.audited, 0);
    const findings = perFile.flatMap((file) => file.findings);
    const files = perFile.map(({ file, audited: count }) => ({ file, audited: count }));
    writeFileSync(join(ROOT, 'vitest-summary.json'), JSON.stringify({ audited, findings, files }, null, 2));
    console.info(`Leak audit: ${audited} responses audited in ${perFile.length} test files, ${findings.length} leak(s).`);
  };
}
