// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
import { coachCalendarEs } from './catalogs/coach-calendar.es';
import { coachDashboardEs } from './catalogs/coach-dashboard.es';
import { coachMoneyEs } from './catalogs/coach-money.es';
import { coachProfileEditEs } from './catalogs/coach-profile-edit.es';
import { onboardingEs } from './catalogs/onboarding.es';
import { coachScheduleEs } from './catalogs/coach-schedule.es';

export const messages = {
  ...coachDashboardEs,
  ...coachMoneyEs,
  ...coachScheduleEs,
  ...coachProfileEditEs,
  ...coachCalendarEs,
  ...onboardingEs,
};
