// The coach's payouts, set up through the test-mode stand-in as a coach does
// it, so that one of their transfers is paid (an admin's retry of it is then
// refused after the database is read), and a fresh set-up link for the target
// that reads one. The demo coaches have no payout account, so every transfer
// of theirs is held until then.
import { expectOk, type Sessions } from './scan-http.js';

export type PayoutFixtures = {
  // Open for 30 minutes; each new link replaces the last, so no target asks for another.
  linkToken: string;
  paidTransferId: number;
};

type Transfers = { transfers: { id: number; bookingId: number; coachId: number; status: string }[] };

// The app's first background pass, a few seconds after start, creates the transfers of the demo's completed sessions.
const TRANSFERS_WAIT_MS = 30_000;

export async function setUpPayouts(baseUrl: string, sessions: Sessions, coachId: number): Promise<PayoutFixtures> {
  const { coach, admin } = sessions;
  // Before payouts are on: the first pass would otherwise pay the transfers itself.
  const held = await heldTransfer(baseUrl, admin, coachId);
  await expectOk(baseUrl, 'POST', `/api/payouts/test-onboarding/${await newLinkToken(baseUrl, coach)}`, {
    cookie: coach,
    body: { outcome: 'complete' },
  });
  await expectOk(baseUrl, 'POST', '/api/coach/payouts/refresh', { cookie: coach });
  // Due now instead of at the next recheck; then the money jobs run for that booking only (a test hook).
  await expectOk(baseUrl, 'POST', `/api/admin/transfers/${held.id}/retry`, { cookie: admin, body: {} });
  await expectOk(baseUrl, 'POST', '/api/test/run-jobs', {
    body: { at: new Date(Date.now() + 1000).toISOString(), bookingIds: [held.bookingId] },
  });
  const { transfers } = await expectOk<Transfers>(baseUrl, 'GET', '/api/admin/transfers?status=paid', { cookie: admin });
  if (!transfers.some((transfer) => transfer.id === held.id)) throw new Error(`Transfer ${held.id} was not paid`);

  return { linkToken: await newLinkToken(baseUrl, coach), paidTransferId: held.id };
}

async function newLinkToken(baseUrl: string, coach: string | undefined): Promise<string> {
  const link = await expectOk<{ url: string }>(baseUrl, 'POST', '/api/coach/payouts/onboarding-link', { cookie: coach });
  const token = /\/payouts\/test-onboarding\/([^/?]+)/.exec(link.url)?.[1];
  if (!token) throw new Error(`No test-mode payout set-up link: ${link.url}`);
  return token;
}

async function heldTransfer(baseUrl: string, admin: string | undefined, coachId: number): Promise<Transfers['transfers'][number]> {
  const deadline = Date.now() + TRANSFERS_WAIT_MS;
  for (;;) {
    const { transfers } = await expectOk<Transfers>(baseUrl, 'GET', '/api/admin/transfers?status=held', { cookie: admin });
    const held = transfers.find((transfer) => transfer.coachId === coachId);
    if (held) return held;
    if (Date.now() > deadline) throw new Error(`The coach has no held transfer ${TRANSFERS_WAIT_MS / 1000} s after start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
