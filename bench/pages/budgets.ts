// The page budgets (docs/decisions/0022-page-and-start-up-budgets.md, tightened by docs/decisions/0035-server-rendering.md)
// and the table that reports them.
import type { Category, PageScore } from './lighthouse-audit.js';

export const SCORE_BUDGETS: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90 };
export const CLS_BUDGET = 0.05;
// Total blocking time, milliseconds.
export const TBT_BUDGET_MS = 200;
// Kilobytes of 1,000 bytes, gzipped.
export const INITIAL_JS_BUDGET_BYTES = 100_000;

const LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

export function missedBudgets(score: PageScore): string[] {
  const missed = (Object.keys(SCORE_BUDGETS) as Category[])
    .filter((category) => score.scores[category] < SCORE_BUDGETS[category])
    .map((category) => `${LABELS[category]} ${score.scores[category]} < ${SCORE_BUDGETS[category]}`);
  if (!(score.cls <= CLS_BUDGET)) missed.push(`CLS ${score.cls.toFixed(3)} > ${CLS_BUDGET}`);
  if (!(score.tbtMs <= TBT_BUDGET_MS)) missed.push(`TBT ${Math.round(score.tbtMs)} ms > ${TBT_BUDGET_MS} ms`);
  return missed;
}

function pad(text: string, width: number, alignRight = true) {
  return alignRight ? text.padStart(width) : text.padEnd(width);
}

export function formatTable(rows: { page: string; score: PageScore }[]): string {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'budgets'];
  const widths = [14, 5, 5, 9, 5, 8, 8, 7, 0];
  const mark = (value: number, category: Category) => `${value}${value < SCORE_BUDGETS[category] ? '*' : ' '}`;
  const lines = [header.map((cell, i) => pad(cell, widths[i] ?? 0, i > 0 && i < 8)).join(' ')];
  for (const { page, score } of rows) {
    const missed = missedBudgets(score);
    lines.push(
      [
        pad(page, widths[0] ?? 0, false),
        pad(mark(score.scores.performance, 'performance'), widths[1] ?? 0),
        pad(mark(score.scores.accessibility, 'accessibility'), widths[2] ?? 0),
        pad(mark(score.scores['best-practices'], 'best-practices'), widths[3] ?? 0),
        pad(mark(score.scores.seo, 'seo'), widths[4] ?? 0),
        pad(`${(score.lcpMs / 1000).toFixed(2)} s`, widths[5] ?? 0),
        pad(`${Math.round(score.tbtMs)} ms${score.tbtMs > TBT_BUDGET_MS ? '*' : ' '}`, widths[6] ?? 0),
        pad(`${score.cls.toFixed(3)}${score.cls > CLS_BUDGET ? '*' : ' '}`, widths[7] ?? 0),
        missed.length === 0 ? 'met' : `not met: ${missed.join(', ')}`,
      ].join(' '),
    );
  }
  return lines.join('\n');
}
