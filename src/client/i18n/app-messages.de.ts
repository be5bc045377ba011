// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
// The coach and admin screens' sentences from the schemas and the server
// (app-sentences) come with their English texts, which the merged catalog
// finds them by (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
import { appEnglishSentences } from '@/lib/i18n/app-english-sentences';
import { adminCasesDe } from './catalogs/admin-cases.de';
import { adminMoneyDe } from './catalogs/admin-money.de';
import { adminVettingDe } from './catalogs/admin-vetting.de';
import { adminDe } from './catalogs/admin.de';
import { appSentencesDe } from './catalogs/app-sentences.de';
import { bookingCardDe } from './catalogs/booking-card.de';
import { clientDashboardDe } from './catalogs/client-dashboard.de';
import { coachCalendarDe } from './catalogs/coach-calendar.de';
import { coachDashboardDe } from './catalogs/coach-dashboard.de';
import { coachMoneyDe } from './catalogs/coach-money.de';
import { coachProfileEditDe } from './catalogs/coach-profile-edit.de';
import { coachScheduleDe } from './catalogs/coach-schedule.de';
import { messagesDe } from './catalogs/messages.de';
import { notFoundDe } from './catalogs/not-found.de';
import { noShowDe } from './catalogs/no-show.de';
import { onboardingDe } from './catalogs/onboarding.de';
import { photoDe } from './catalogs/photo.de';
import { programsAdminDe } from './catalogs/programs-admin.de';
import { programsDashboardDe } from './catalogs/programs-dashboard.de';
import { reviewsDe } from './catalogs/reviews.de';
import { scheduleEditorDe } from './catalogs/schedule-editor.de';
import { seriesDe } from './catalogs/series.de';
import { settingsDe } from './catalogs/settings.de';

export const messages = {
  ...notFoundDe,
  ...adminDe,
  ...adminMoneyDe,
  ...adminVettingDe,
  ...adminCasesDe,
  ...settingsDe,
  ...clientDashboardDe,
  ...messagesDe,
  ...reviewsDe,
  ...coachDashboardDe,
  ...coachMoneyDe,
  ...coachScheduleDe,
  ...coachProfileEditDe,
  ...programsDashboardDe,
  ...programsAdminDe,
  ...bookingCardDe,
  ...coachCalendarDe,
  ...seriesDe,
  ...onboardingDe,
  ...photoDe,
  ...noShowDe,
  ...scheduleEditorDe,
  ...appSentencesDe,
  ...appEnglishSentences,
};
