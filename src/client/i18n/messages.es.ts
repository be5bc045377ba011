// Every interface catalog in this language, one chunk loaded only by its
// readers (src/client/lib/i18n/load-messages.ts). It carries the schemas' and
// the server's English sentences too, so the forms find them by their text
// and show them in this language
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
import { englishSentences } from '@/lib/i18n/english-sentences';
import { pagesEs } from '@shared/i18n/catalogs/pages.es';
import { authEs } from './catalogs/auth.es';
import { checkoutEs } from './catalogs/checkout.es';
import { commonEs } from './catalogs/common.es';
import { directoryEs } from './catalogs/directory.es';
import { errorsEs } from './catalogs/errors.es';
import { formsEs } from './catalogs/forms.es';
import { guidesEs } from './catalogs/guides.es';
import { landingEs } from './catalogs/landing.es';
import { layoutEs } from './catalogs/layout.es';
import { noticesEs } from './catalogs/notices.es';
import { profileEs } from './catalogs/profile.es';
import { reportEs } from './catalogs/report.es';
import { programsEs } from './catalogs/programs.es';
import { uiEs } from './catalogs/ui.es';
import { validationEs } from './catalogs/validation.es';

export const messages = {
  ...layoutEs,
  ...landingEs,
  ...directoryEs,
  ...profileEs,
  ...checkoutEs,
  ...uiEs,
  ...commonEs,
  ...validationEs,
  ...errorsEs,
  ...formsEs,
  ...authEs,
  ...pagesEs,
  ...guidesEs,
  ...noticesEs,
  ...programsEs,
  ...reportEs,
  ...englishSentences,
};
