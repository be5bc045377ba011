// How a run's leak findings are summarised and shown, shared by the Vitest
// and Playwright ends of the audit.
import type { LeakFinding } from './audit-response.js';

export type LeakAuditSummary = { audited: number; findings: LeakFinding[] };

export function formatFindings(findings: LeakFinding[], limit = 20): string {
  const lines = findings.slice(0, limit).map((f) => `  [${f.kind}] ${f.method} ${f.url} (${f.status}) to ${f.viewer}: ${f.detail}`);
  if (findings.length > limit) lines.push(`  ... and ${findings.length - limit} more`);
  return lines.join('\n');
}

export function leakAuditFailure(where: string, summary: LeakAuditSummary): Error {
  return new Error(
    `Leak audit: ${summary.findings.length} leak(s) in ${summary.audited} responses of ${where}:\n${formatFindings(summary.findings)}`,
  );
}
