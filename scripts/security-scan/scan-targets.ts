// What sqlmap is pointed at: every route that takes input from the query
// string, a path id or a JSON body, signed in as the role that can reach its
// code (a 401/403 answer would only test the guard). One list per role in
// targets/; the ids come from the demo data of this run, looked up (and where
// the demo data has nothing in the right state, set up) by discoverFixtures.
//
// Each target's untouched request must get its expected status, so we know it
// reaches the route's code and SQL, not just a guard or a validation 400. A
// route that changes state is sent a request that succeeds once and is then
// refused the same way every time (e.g. 201, then 409), or one the service
// refuses after reading or conditionally updating the database (e.g. a 409 for
// a coach not under review); never one that would spoil a later target (the
// scan's own accounts, sessions, bookings and conversation stay usable).
//
// Left out on purpose:
// - Routes without input (no query, path id or body; sqlmap needs a value to
//   vary), e.g. POST /api/logout; the admin's overview, money,
//   reconciliation, settings, no-show queue and dev mailbox; the coach's
//   reviews, earnings summary, payout failures, payouts (status, set-up link,
//   refresh) and busy calendar (read, sync, remove); the calendar feed's
//   regenerate (which would also change the token the feed target uses); the
//   conversation list and unread count; the signed-in user and their bookings.
// - POST /api/user/password: a payload that happens to be accepted changes the
//   client's password and ends the scan's other sessions; its inputs are
//   compared, never queried.
// - Image uploads (base64 bodies).
// - The admin's booking cancel: the same id parser as the admin booking detail
//   scanned here.
// - PUT /api/conversations/:id/block: it would stop the client's messages to
//   the coach (scanned here); the same id parser and service call as the
//   DELETE (unblock) scanned here.
// - POST /api/admin/vetting/:id/unlist: a request that reaches its SQL unlists
//   a demo coach; the same reason schema, id parser and listing update as
//   reject, scanned here.
// - POST /api/coach/create-subscription (its only input is a boolean) and
//   /api/coach/confirm-subscription (the client secret and card are compared
//   in memory in test mode and sent to Stripe otherwise; neither reaches SQL).
// - POST /api/payouts/test-onboarding/:token: it completes the set-up link the
//   GET target uses (its body is one enum); the token goes through the same
//   lookup as that GET, scanned here.
// - The Stripe webhook (signed).
// - The test hooks under /api/test/ (registered only with TEST_HOOKS, never in
//   production; the fixtures use them to move sessions into the past and to
//   run the money jobs for one booking).
// - The public pages: the coach profile page /coaches/:id uses the same id
//   parser and coaches service as GET /api/coaches/:id, and the directory page's
//   filters reach SQL only through GET /api/coaches (the server renderer calls
//   it), both scanned here.
import type { Fixtures } from './fixtures.js';
import type { ScanTarget } from './scan-target.js';
import { adminTargets } from './targets/admin.js';
import { clientTargets } from './targets/client.js';
import { coachTargets } from './targets/coach.js';
import { visitorTargets } from './targets/visitor.js';

export function scanTargets(f: Fixtures): ScanTarget[] {
  return [...visitorTargets(f), ...clientTargets(f), ...coachTargets(f), ...adminTargets(f)];
}
