// The coach's payouts: one of their paid transfers (an admin's retry of it is
// then refused after the database is read), and a fresh set-up link for the
// target that reads one. The demo data pays out every session completed more
// than a day ago (src/server/db/seed/demo-transfers.ts), so a paid transfer is
// there from the start.
import { expectOk, type Sessions } from './scan-http.js';

export type PayoutFixtures = {
  // Open for 30 minutes; each new link replaces the last, so no target asks for another.
  linkToken: string;
  paidTransferId: number;
};

type Transfers = { transfers: { id: number; bookingId: number; coachId: number; status: string }[] };

export async function setUpPayouts(baseUrl: string, sessions: Sessions, coachId: number): Promise<PayoutFixtures> {
  const { coach, admin } = sessions;
  const { transfers } = await expectOk<Transfers>(baseUrl, 'GET', '/api/admin/transfers?status=paid', { cookie: admin });
  const paid = transfers.find((transfer) => transfer.coachId === coachId);
  if (!paid) throw new Error('The demo coach has no paid transfer');
  return { linkToken: await newLinkToken(baseUrl, coach), paidTransferId: paid.id };
}

async function newLinkToken(baseUrl: string, coach: string | undefined): Promise<string> {
  const link = await expectOk<{ url: string }>(baseUrl, 'POST', '/api/coach/payouts/onboarding-link', { cookie: coach });
  const token = /\/payouts\/test-onboarding\/([^/?]+)/.exec(link.url)?.[1];
  if (!token) throw new Error(`No test-mode payout set-up link: ${link.url}`);
  return token;
}
