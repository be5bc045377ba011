// Every interface catalog in this language, one chunk loaded only by its
// readers (src/client/lib/i18n/load-messages.ts).
import { checkoutDe } from './catalogs/checkout.de';
import { directoryDe } from './catalogs/directory.de';
import { landingDe } from './catalogs/landing.de';
import { layoutDe } from './catalogs/layout.de';
import { profileDe } from './catalogs/profile.de';
import { programsDe } from './catalogs/programs.de';

export const messages = { ...layoutDe, ...landingDe, ...directoryDe, ...profileDe, ...checkoutDe, ...programsDe };
