// The signed-in pages' catalogs in this language (dashboards, settings,
// onboarding, admin...): a second chunk, loaded with the signed-in routes only,
// so a visitor's first download of a public page never carries them
// (docs/decisions/0078-signed-in-catalogs.md). Add a group with one spread.
import { adminDe } from './catalogs/admin.de';
import { adminCasesDe } from './catalogs/admin-cases.de';
import { adminMoneyDe } from './catalogs/admin-money.de';
import { adminVettingDe } from './catalogs/admin-vetting.de';
import { notFoundDe } from './catalogs/not-found.de';

export const messages = { ...notFoundDe, ...adminDe, ...adminMoneyDe, ...adminVettingDe, ...adminCasesDe };
