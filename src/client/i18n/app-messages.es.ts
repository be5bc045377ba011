// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
import { adminEs } from './catalogs/admin.es';
import { clientDashboardEs } from './catalogs/client-dashboard.es';
import { messagesEs } from './catalogs/messages.es';
import { notFoundEs } from './catalogs/not-found.es';
import { reviewsEs } from './catalogs/reviews.es';
import { settingsEs } from './catalogs/settings.es';

export const messages = { ...notFoundEs, ...adminEs, ...settingsEs, ...clientDashboardEs, ...messagesEs, ...reviewsEs };
