// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
// The coach and admin screens' sentences from the schemas and the server
// (app-sentences) come with their English texts, which the merged catalog
// finds them by (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
import { appEnglishSentences } from '@/lib/i18n/app-english-sentences';
import { adminCasesEs } from './catalogs/admin-cases.es';
import { adminMoneyEs } from './catalogs/admin-money.es';
import { adminVettingEs } from './catalogs/admin-vetting.es';
import { adminEs } from './catalogs/admin.es';
import { appSentencesEs } from './catalogs/app-sentences.es';
import { bookingCardEs } from './catalogs/booking-card.es';
import { clientDashboardEs } from './catalogs/client-dashboard.es';
import { coachCalendarEs } from './catalogs/coach-calendar.es';
import { coachDashboardEs } from './catalogs/coach-dashboard.es';
import { coachMoneyEs } from './catalogs/coach-money.es';
import { coachProfileEditEs } from './catalogs/coach-profile-edit.es';
import { coachScheduleEs } from './catalogs/coach-schedule.es';
import { messagesEs } from './catalogs/messages.es';
import { notFoundEs } from './catalogs/not-found.es';
import { noShowEs } from './catalogs/no-show.es';
import { onboardingEs } from './catalogs/onboarding.es';
import { photoEs } from './catalogs/photo.es';
import { programsAdminEs } from './catalogs/programs-admin.es';
import { programsDashboardEs } from './catalogs/programs-dashboard.es';
import { reviewsEs } from './catalogs/reviews.es';
import { scheduleEditorEs } from './catalogs/schedule-editor.es';
import { seriesEs } from './catalogs/series.es';
import { settingsEs } from './catalogs/settings.es';

export const messages = {
  ...notFoundEs,
  ...adminEs,
  ...adminMoneyEs,
  ...adminVettingEs,
  ...adminCasesEs,
  ...settingsEs,
  ...clientDashboardEs,
  ...messagesEs,
  ...reviewsEs,
  ...coachDashboardEs,
  ...coachMoneyEs,
  ...coachScheduleEs,
  ...coachProfileEditEs,
  ...programsDashboardEs,
  ...programsAdminEs,
  ...bookingCardEs,
  ...coachCalendarEs,
  ...seriesEs,
  ...onboardingEs,
  ...photoEs,
  ...noShowEs,
  ...scheduleEditorEs,
  ...appSentencesEs,
  ...appEnglishSentences,
};
