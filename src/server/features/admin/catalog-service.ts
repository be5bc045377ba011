// Overview figures, specializations, the coach list and the running settings.
import { centsToDollars } from '../../../shared/domain/money.js';
import {
  ADMIN_MESSAGES,
  PLATFORM_FEE_PERCENT,
  type TAdminCoachesQuery,
  type TAdminCoachList,
  type TAdminOverview,
  type TAdminSettings,
  type TCreateSpecializationRequest,
  type TUpdateSpecializationRequest,
} from '../../../shared/schemas/admin.js';
import type { TSpecialization } from '../../../shared/schemas/specializations.js';
import type { AppConfig } from '../../config.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors/domain-errors.js';
import { uniqueViolation } from '../../db/database-errors.js';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.js';
import { createSpecializationsService } from '../specializations/service.js';
import { toBookingSummary } from './booking-summary.js';
import { createCatalogRepository } from './catalog-repository.js';
import { createOverviewRepository } from './overview-repository.js';
import { pageInfo } from './paging.js';
import { toAdminUser } from './users-service.js';

const RECENT = 5;

function nameTaken(error: unknown): never {
  if (uniqueViolation(error) === 'specializations_name_lower_key') {
    throw new ConflictError(ADMIN_MESSAGES.specializationNameTaken, { name: ADMIN_MESSAGES.specializationNameTaken });
  }
  throw error;
}

export function createCatalogService({ db, listing }: { db: Database; listing: ListingRule }) {
  const repo = createCatalogRepository(db);
  const overview = createOverviewRepository(db);
  const specializations = createSpecializationsService({ db, listing });

  async function findSpecialization(id: number): Promise<TSpecialization> {
    const found = (await specializations.listWithCoachCounts()).find((s) => s.id === id);
    if (!found) throw new NotFoundError(ADMIN_MESSAGES.specializationNotFound);
    return found;
  }

  return {
    async overview(): Promise<TAdminOverview> {
      const [counts, users, bookings] = await Promise.all([
        overview.counts(),
        overview.recentUsers(RECENT),
        overview.recentBookings(RECENT),
      ]);
      return {
        users: { total: counts.usersTotal, active: counts.usersActive },
        coaches: { total: counts.coachesTotal },
        clients: { total: counts.clientsTotal },
        bookings: { total: counts.bookingsTotal, completed: counts.bookingsCompleted },
        revenue: centsToDollars(counts.revenueCents),
        recentUsers: users.map(toAdminUser),
        recentBookings: bookings.map(toBookingSummary),
      };
    },

    listSpecializations: () => specializations.listWithCoachCounts(),

    async createSpecialization(input: TCreateSpecializationRequest): Promise<TSpecialization> {
      const id = await repo.insertSpecialization(input).catch(nameTaken);
      return findSpecialization(id);
    },

    async updateSpecialization(id: number, input: TUpdateSpecializationRequest): Promise<TSpecialization> {
      const updated = await repo.updateSpecialization(id, input).catch(nameTaken);
      if (!updated) throw new NotFoundError(ADMIN_MESSAGES.specializationNotFound);
      return findSpecialization(id);
    },

    async listCoaches(query: TAdminCoachesQuery): Promise<TAdminCoachList> {
      const search = query.q || undefined;
      const [rows, total] = await Promise.all([repo.findCoachPage(search, query), repo.countCoaches(search)]);
      return {
        coaches: rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}` })),
        ...pageInfo(total, query),
      };
    },
  };
}

// Only facts about how the server runs: never a URL with credentials, key or secret.
export function adminSettings(config: AppConfig, database: DatabaseHandle, gateway: PaymentGateway): TAdminSettings {
  return {
    appName: config.appName,
    environment: config.env,
    beta: config.beta,
    platformFees: { ...PLATFORM_FEE_PERCENT, appliedDuringBeta: false },
    paymentGateway: gateway.provider,
    emailMode: config.email.smtpUrl ? 'smtp' : 'outbox',
    meetingProvider: config.meetings.provider,
    demoMode: config.demoMode,
    database: database.kind,
  };
}
