// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
import { bookingCardDe } from './catalogs/booking-card.de';
import { clientDashboardDe } from './catalogs/client-dashboard.de';
import { messagesDe } from './catalogs/messages.de';
import { reviewsDe } from './catalogs/reviews.de';

export const messages = { ...bookingCardDe, ...clientDashboardDe, ...messagesDe, ...reviewsDe };
