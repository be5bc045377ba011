// Every interface catalog in this language, one chunk loaded only by its
// readers (src/client/lib/i18n/load-messages.ts). It carries the schemas' and
// the server's English sentences too, so the forms find them by their text
// and show them in this language
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
import { englishSentences } from '@/lib/i18n/english-sentences';
import { pagesDe } from '@shared/i18n/catalogs/pages.de';
import { authDe } from './catalogs/auth.de';
import { checkoutDe } from './catalogs/checkout.de';
import { commonDe } from './catalogs/common.de';
import { directoryDe } from './catalogs/directory.de';
import { errorsDe } from './catalogs/errors.de';
import { formsDe } from './catalogs/forms.de';
import { guidesDe } from './catalogs/guides.de';
import { landingDe } from './catalogs/landing.de';
import { layoutDe } from './catalogs/layout.de';
import { noticesDe } from './catalogs/notices.de';
import { profileDe } from './catalogs/profile.de';
import { reportDe } from './catalogs/report.de';
import { programsDe } from './catalogs/programs.de';
import { uiDe } from './catalogs/ui.de';
import { validationDe } from './catalogs/validation.de';

export const messages = {
  ...layoutDe,
  ...landingDe,
  ...directoryDe,
  ...profileDe,
  ...checkoutDe,
  ...uiDe,
  ...commonDe,
  ...validationDe,
  ...errorsDe,
  ...formsDe,
  ...authDe,
  ...pagesDe,
  ...guidesDe,
  ...noticesDe,
  ...programsDe,
  ...reportDe,
  ...englishSentences,
};
