// A coach's packages and membership (DECISIONS section 12): at most 3 live
// packages and one membership, each checked against the coach's rate by the
// same zod schema the editor shows its messages from.
import { dollarsToCents } from '../../../../shared/domain/money.js';
import { PACKAGE_LIMITS } from '../../../../shared/domain/packages.js';
import {
  PACKAGE_MESSAGES,
  ZMembershipOffer,
  packageOfferSchema,
  type TCreateOfferRequest,
  type TOffer,
} from '../../../../shared/schemas/packages.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../../errors/domain-errors.js';
import type { PackagesRepository } from './repository.js';
import { toOffer } from './views.js';

type Viewer = { id: number; role: string };

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'offer')] ??= issue.message;
  return fields;
}

export function createOffersService({ repo, now }: { repo: PackagesRepository; now: () => Date }) {
  async function coachOf(viewer: Viewer) {
    const coach = viewer.role === 'coach' ? await repo.coachOfRate(viewer.id) : undefined;
    if (!coach) throw new ForbiddenError(PACKAGE_MESSAGES.notCoach);
    return coach;
  }

  return {
    async mine(viewer: Viewer): Promise<TOffer[]> {
      const coach = await coachOf(viewer);
      return (await repo.offersOf(coach.id, false)).map((row) => toOffer(row, coach.rateCents));
    },

    // Live offers of a coach, for the profile (retired ones are gone from sale).
    async ofCoach(coachId: number): Promise<TOffer[]> {
      const rate = await repo.coachRate(coachId);
      if (rate === undefined) return [];
      return (await repo.offersOf(coachId, false)).map((row) => toOffer(row, rate));
    },

    async create(viewer: Viewer, input: TCreateOfferRequest): Promise<TOffer> {
      const coach = await coachOf(viewer);
      const schema = input.kind === 'package' ? packageOfferSchema(coach.rateCents) : ZMembershipOffer;
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        throw new InvalidInputError(Object.values(fields)[0] ?? PACKAGE_MESSAGES.sessions, fields);
      }
      const offer = parsed.data;
      const at = now();
      const isPackage = offer.kind === 'package';
      const row = await repo.insertOffer(
        {
          coachId: coach.id,
          kind: offer.kind,
          sessions: offer.sessions,
          priceCents: dollarsToCents(offer.price),
          validityDays: isPackage ? offer.validityDays : null,
          createdAt: at,
          updatedAt: at,
        },
        isPackage ? PACKAGE_LIMITS.maxLivePackages : 1,
      );
      if (!row) throw new ConflictError(isPackage ? PACKAGE_MESSAGES.tooManyPackages : PACKAGE_MESSAGES.oneMembership);
      return toOffer(row, coach.rateCents);
    },

    // Retired offers cannot be bought; what was bought stays as it was.
    async retire(viewer: Viewer, offerId: number): Promise<TOffer> {
      const coach = await coachOf(viewer);
      const row = await repo.retireOffer(offerId, coach.id, now());
      if (!row) throw new NotFoundError(PACKAGE_MESSAGES.offerNotFound);
      return toOffer(row, coach.rateCents);
    },
  };
}
