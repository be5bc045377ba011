// The matrix's packages (docs/product/packages.md): offers of coach X made
// straight in the database (the limit of 3 is the service's, not a key), and
// client A's purchases of them through the real checkout.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { coachProfiles, packageOffers } from '../../db/schema.js';
import { buy } from '../../test-support/packages.js';

export function packageFixtures({
  app,
  db,
  clientACookie,
  coachXProfileId,
}: {
  app: FastifyInstance;
  db: Database;
  clientACookie: string;
  coachXProfileId: number;
}) {
  async function freshOfferOfX(): Promise<number> {
    const [row] = await db
      .insert(packageOffers)
      .values({ coachId: coachXProfileId, kind: 'package', sessions: 4, priceCents: 30_000, validityDays: 90 })
      .returning({ id: packageOffers.id });
    if (!row) throw new Error('fixture set-up: no offer');
    return row.id;
  }

  async function freshPackageOfA(): Promise<number> {
    const { response } = await buy(app, clientACookie, await freshOfferOfX());
    if (response.statusCode !== 201) throw new Error(`fixture set-up: purchase answered ${response.statusCode} ${response.body}`);
    return response.json().id as number;
  }

  let creditsOfA = 0;
  return {
    freshOfferOfX,
    freshPackageOfA,
    // Client A holds a credit with coach X (a new package of 4 when the last ran out).
    async creditOfA(): Promise<void> {
      if (creditsOfA === 0) {
        await freshPackageOfA();
        creditsOfA = 4;
      }
      creditsOfA -= 1;
    },
    // A coach caller's live packages retired, so that creating one is never refused for the limit of 3.
    async roomForOffersOf(callerId: number): Promise<void> {
      const [coach] = await db.select({ id: coachProfiles.id }).from(coachProfiles).where(eq(coachProfiles.userId, callerId));
      if (!coach) return;
      await db
        .update(packageOffers)
        .set({ retiredAt: new Date() })
        .where(and(eq(packageOffers.coachId, coach.id), isNull(packageOffers.retiredAt)));
    },
  };
}
