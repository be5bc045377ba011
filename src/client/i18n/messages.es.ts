// Every interface catalog in this language, one chunk loaded only by its
// readers (src/client/lib/i18n/load-messages.ts).
import { checkoutEs } from './catalogs/checkout.es';
import { directoryEs } from './catalogs/directory.es';
import { landingEs } from './catalogs/landing.es';
import { layoutEs } from './catalogs/layout.es';
import { profileEs } from './catalogs/profile.es';
import { programsEs } from './catalogs/programs.es';

export const messages = { ...layoutEs, ...landingEs, ...directoryEs, ...profileEs, ...checkoutEs, ...programsEs };
