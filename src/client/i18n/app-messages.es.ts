// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
import { adminEs } from './catalogs/admin.es';
import { adminCasesEs } from './catalogs/admin-cases.es';
import { adminMoneyEs } from './catalogs/admin-money.es';
import { adminVettingEs } from './catalogs/admin-vetting.es';
import { notFoundEs } from './catalogs/not-found.es';

export const messages = { ...notFoundEs, ...adminEs, ...adminMoneyEs, ...adminVettingEs, ...adminCasesEs };
