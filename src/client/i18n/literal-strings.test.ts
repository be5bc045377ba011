// No literal user-visible text in the translated parts of the interface: a
// text written into a component would stay English in every language. Scans
// the components of TRANSLATED for JSX text and for the attributes people
// read or hear (aria-label, title, placeholder, alt, label, eyebrow, intro,
// description), and fails with the place of each. The list grows as parts
// move to the catalogs (docs/decisions/0075-interface-languages.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('..', import.meta.url));

// Folders (every .tsx inside) and single files, relative to src/client.
const TRANSLATED = [
  'app/layout',
  'features/marketing/pages',
  'features/marketing/components',
  'features/coaches/pages',
  'features/coaches/components',
  'features/bookings/pages',
  'components/scope-notice.tsx',
  'components/booking-card-details.tsx',
  'components/booking-card-summary.tsx',
  'components/booking-badge.tsx',
  'components/refund-badge.tsx',
  'components/new-time-dialog.tsx',
  'components/cancellation-policy/cancellation-policy-note.tsx',
  'components/card-form/card-fields.tsx',
  'components/card-form/test-card-form.tsx',
  'features/messages/pages',
  'features/messages/components',
  'features/reviews/pages',
  'features/reviews/components',
  // series-option.tsx is the series' own (series UI texts).
  'features/bookings/components/booking-confirmation.tsx',
  'features/bookings/components/cancel-booking-dialog.tsx',
  'features/bookings/components/cancel-refund-text.tsx',
  'features/bookings/components/checkout-review.tsx',
  'features/bookings/components/client-booking-footer.tsx',
  'features/bookings/components/coach-summary.tsx',
  'features/bookings/components/credit-option.tsx',
  'features/bookings/components/dashboard-profile-card.tsx',
  'features/bookings/components/empty-sessions.tsx',
  'features/bookings/components/membership-status.tsx',
  'features/bookings/components/my-packages.tsx',
  'features/bookings/components/past-booking-card.tsx',
  'features/bookings/components/payment-panel.tsx',
  'app/not-found-page.tsx',
  'features/admin/components',
  'features/admin/pages',
  'app/routing',
  'components/ui',
  'components/coach-avatar.tsx',
  'components/load-state.tsx',
  'components/pager.tsx',
  'components/specialization-badges.tsx',
  'components/star-rating.tsx',
  'components/submit-button.tsx',
  'components/user-name-and-email.tsx',
  'features/auth/pages',
  'features/auth/components',
  'features/settings/pages',
  'features/settings/components',
  'components/forms/account-fields.tsx',
  'features/bookings/components/payment-summary.tsx',
  'features/bookings/components/proposal-banner.tsx',
  'features/bookings/components/reschedule-booking-dialog.tsx',
  'features/bookings/components/session-facts.tsx',
  'features/bookings/components/slot-picker.tsx',
  'features/bookings/components/upcoming-booking-card.tsx',
  'features/coach-dashboard/pages/coach-dashboard-page.tsx',
  'features/coach-dashboard/components/dashboard-tabs.tsx',
  'features/coach-dashboard/components/stat-cards.tsx',
  'features/coach-dashboard/components/beta-banner.tsx',
  'features/coach-dashboard/components/coach-page-frame.tsx',
  'features/coach-dashboard/components/no-coach-profile.tsx',
  'features/coach-dashboard/components/edit-profile-link.tsx',
  'features/coach-dashboard/components/listing-status-notice.tsx',
  'features/coach-dashboard/components/payouts-listing-notice.tsx',
  'features/coach-dashboard/components/upcoming-session-card.tsx',
  'features/coach-dashboard/components/past-sessions.tsx',
  'features/coach-dashboard/components/booking-action-dialog.tsx',
  'features/coach-dashboard/components/propose-time.tsx',
  'features/coach-dashboard/components/week-calendar.tsx',
  'features/coach-dashboard/components/week-day-list.tsx',
  'features/coach-dashboard/components/coach-reviews-list.tsx',
  'features/coach-dashboard/components/earnings-panel.tsx',
  'features/coach-dashboard/components/earnings-chart.tsx',
  'features/coach-dashboard/components/payouts-earnings.tsx',
  'features/coach-dashboard/components/payouts-card.tsx',
  'features/coach-dashboard/components/payout-failures-notice.tsx',
  'features/coach-dashboard/pages/payout-return-page.tsx',
  'features/coach-dashboard/pages/test-onboarding-page.tsx',
  'features/coach-dashboard/components/availability-panel.tsx',
  'features/coach-dashboard/components/outside-hours-warning.tsx',
  'features/coach-dashboard/components/packages-card.tsx',
  'features/coach-dashboard/components/coach-profile-card.tsx',
  'features/coach-dashboard/pages/edit-coach-profile-page.tsx',
  'features/coach-dashboard/components/edit-profile-form.tsx',
  'features/coach-dashboard/components/personal-fields.tsx',
  'features/coach-dashboard/components/specialization-checkboxes.tsx',
  'features/coach-dashboard/components/language-checkboxes.tsx',
  'components/programs/dashboard',
  'components/programs/admin',
  'features/coach-dashboard/components',
  'features/coach-dashboard/pages',
  'features/programs',
  'components/programs/program-card.tsx',
  'components/programs/coach-programs.tsx',
  'features/bookings/components/series-option.tsx',
  'components/series',
  'features/onboarding/pages',
  'features/onboarding/components/details',
  'features/onboarding/components/payment',
  'features/onboarding/components/plan',
  'features/onboarding/components/pro',
  'features/onboarding/components/register',
  'features/onboarding/components/shared',
  'features/onboarding/components/success',
];

// Names that are the same in every language.
const NOT_TRANSLATED = new Set(['Stillpoint']);
// Web addresses (an example in a placeholder) are the same in every language too.
const ADDRESS = /^https:\/\/\S*$/;

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'eyebrow', 'intro', 'description', 'text']);

function componentFiles(path: string): string[] {
  const full = join(CLIENT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => join(full, name));
}

const hasWords = (text: string) => /\p{L}/u.test(text) && !NOT_TRANSLATED.has(text.trim()) && !ADDRESS.test(text.trim());

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push(`${relative(CLIENT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text.trim()}"`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : undefined;
      if (literal && hasWords(literal.text)) at(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the translated parts of the interface', () => {
  it('render no literal text', () => {
    expect(TRANSLATED.flatMap(componentFiles).flatMap(literalTexts)).toEqual([]);
  });

  it('the check finds a literal text when there is one', () => {
    const probe = join(CLIENT, 'i18n', 'literal-strings.probe.tsx');
    expect(literalTexts(probe)).toEqual([
      'i18n/literal-strings.probe.tsx:5 "Hello there"',
      'i18n/literal-strings.probe.tsx:6 "Close"',
      'i18n/literal-strings.probe.tsx:7 "Search"',
    ]);
  });
});
