// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
import { coachCalendarDe } from './catalogs/coach-calendar.de';
import { coachDashboardDe } from './catalogs/coach-dashboard.de';
import { coachMoneyDe } from './catalogs/coach-money.de';
import { coachProfileEditDe } from './catalogs/coach-profile-edit.de';
import { onboardingDe } from './catalogs/onboarding.de';
import { coachScheduleDe } from './catalogs/coach-schedule.de';

export const messages = {
  ...coachDashboardDe,
  ...coachMoneyDe,
  ...coachScheduleDe,
  ...coachProfileEditDe,
  ...coachCalendarDe,
  ...onboardingDe,
};
