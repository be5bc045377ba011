// The one accessibility check of the specs: axe-core against WCAG 2.1 A and
// AA on the whole page, or only within a selector. A spec asserts the list is
// empty; each violation names its rule and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Violation = { id: string; impact: string | null | undefined; nodes: string[] };

export async function violations(page: Page, within?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

// The ones a page must never have: serious and critical.
export async function seriousViolations(page: Page, within?: string): Promise<Violation[]> {
  return (await violations(page, within)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
