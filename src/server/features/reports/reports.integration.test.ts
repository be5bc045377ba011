// Reports through the real app (docs/product/reports.md): who may report what, one open report
// per reporter and target, the admin's queue and its three actions, and what a visitor then
// sees on the coach's profile (API, directory and the server-rendered page, all cached).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawSignedInPage, renderPage } from '../../../client/entry-server.js';
import { REPORT_MESSAGES } from '../../../shared/schemas/reports.js';
import { insertBooking, insertReview } from '../../test-support/bookings.js';
import { coachWithSession, insertClient, insertCoach } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let distDir: string;
let admin: SignedIn;
let client: SignedIn;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const queue = async (status: 'open' | 'resolved' = 'open') =>
  (await callEndpoint(t.app, api.listAdminReports, { query: { status, pageSize: '100' }, cookie: admin.cookie })).json();

let coachNumber = 0;
// A listed coach who can sign in, with a review of each given rating by a new client.
async function coachWithReviews(...ratings: number[]) {
  coachNumber += 1;
  const made = await insertCoach(t.db, { user: { firstName: 'Reported', lastName: `Coach${coachNumber}` } });
  const coach = { ...made, cookie: (await signIn(t, { userId: made.userId })).cookie };
  const reviewIds: number[] = [];
  for (const [i, rating] of ratings.entries()) {
    const clientId = await insertClient(t.db, { firstName: 'Rae', lastName: 'Viewer' });
    const start = new Date(Date.UTC(2021, 0, 1 + coachNumber, 8 + i));
    reviewIds.push(await insertReview(t.db, { coachId: coach.id, clientId, rating, comment: `Rated ${rating}.`, start }));
  }
  return { coach, reviewIds };
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'stillpoint-reports-'));
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(distDir, 'index.html'));
  t = await createTestApp({ clientDistDir: distDir, pageRenderer: { render: renderPage, drawSignedInPage, preloadsFor: () => [] } });
  admin = await signIn(t, { role: 'admin', firstName: 'Avery', lastName: 'Stone' });
  client = await signIn(t, { role: 'client', firstName: 'Maya', lastName: 'Chen' });
  await vi.waitFor(() => expect(t.app.publicReadCache.listening).toBe(true));
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('POST /api/reports', () => {
  it('takes a report of a review with a reason and details, kept as plain text, into the admin’s queue', async () => {
    const { coach, reviewIds } = await coachWithReviews(1);
    const details = '  <img src=x onerror=alert(1)> & "quotes"  ';
    const made = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', reviewId: reviewIds[0], reason: 'harassment', details },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: expect.any(Number), kind: 'review', reason: 'harassment', createdAt: expect.any(String) });

    const listed = (await queue()).reports.find((r: { id: number }) => r.id === made.json().id);
    expect(listed).toMatchObject({
      kind: 'review',
      reason: 'harassment',
      details: '<img src=x onerror=alert(1)> & "quotes"',
      reporter: { id: client.id, name: 'Maya Chen', role: 'client' },
      review: { id: reviewIds[0], rating: 1, comment: 'Rated 1.', hidden: false, authorName: 'Rae Viewer', coachId: coach.id },
      user: null,
      resolution: null,
      resolvedAt: null,
      resolvedByName: null,
    });
  });

  it('keeps one open report per person and target: a second is refused with a clear message, others may still report', async () => {
    const { reviewIds } = await coachWithReviews(2);
    const first = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', reviewId: reviewIds[0], reason: 'spam' },
    });
    expect(first.statusCode).toBe(201);
    const again = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', reviewId: reviewIds[0], reason: 'other', details: 'Still there.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.alreadyReported);
    const someoneElse = await signIn(t, { role: 'coach' });
    expect(
      (
        await callEndpoint(t.app, api.createReport, {
          cookie: someoneElse.cookie,
          body: { kind: 'review', reviewId: reviewIds[0], reason: 'spam' },
        })
      ).statusCode,
    ).toBe(201);

    // Once dismissed, the same person may report it again.
    expect(
      (await callEndpoint(t.app, api.resolveReport, { params: { id: first.json().id }, cookie: admin.cookie, body: { action: 'dismiss' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await callEndpoint(t.app, api.createReport, {
          cookie: client.cookie,
          body: { kind: 'review', reviewId: reviewIds[0], reason: 'other' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lets a client report a listed coach and either party of a booking report the other, nobody else', async () => {
    const { coach } = await coachWithReviews();
    const byProfile = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'user', userId: coach.userId, reason: 'inappropriate' },
    });
    expect(byProfile.statusCode).toBe(201);

    const bookingId = await insertBooking(t.db, { coachId: coach.id, clientId: client.id, start: new Date('2021-06-01T10:00:00Z') });
    const coachReports = await callEndpoint(t.app, api.createReport, {
      cookie: coach.cookie,
      body: { kind: 'user', bookingId, reason: 'harassment', details: 'Abusive at the session.' },
    });
    expect(coachReports.statusCode).toBe(201);
    const clientReports = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'user', bookingId, reason: 'other' },
    });
    // Client already has an open report of this coach (from the profile): the same target.
    expect(clientReports.statusCode).toBe(409);

    const reportedClient = (await queue()).reports.find((r: { id: number }) => r.id === coachReports.json().id);
    expect(reportedClient).toMatchObject({ kind: 'user', user: { id: client.id, name: 'Maya Chen', role: 'client', isActive: true } });

    const stranger = await signIn(t, { role: 'client' });
    expect(
      (await callEndpoint(t.app, api.createReport, { cookie: stranger.cookie, body: { kind: 'user', bookingId, reason: 'spam' } }))
        .statusCode,
    ).toBe(404);
    // A client has no public profile: not reportable by id.
    const byId = await callEndpoint(t.app, api.createReport, {
      cookie: stranger.cookie,
      body: { kind: 'user', userId: client.id, reason: 'spam' },
    });
    expect(byId.statusCode).toBe(404);
    expect(byId.json().message).toBe(REPORT_MESSAGES.userNotFound);
    expect(
      (await callEndpoint(t.app, api.createReport, { cookie: stranger.cookie, body: { kind: 'user', userId: admin.id, reason: 'spam' } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses reporting yourself or your own review', async () => {
    const { coach } = await coachWithReviews();
    const self = await callEndpoint(t.app, api.createReport, {
      cookie: coach.cookie,
      body: { kind: 'user', userId: coach.userId, reason: 'spam' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(REPORT_MESSAGES.yourself);

    const bookingId = await insertBooking(t.db, {
      coachId: coach.id,
      clientId: client.id,
      start: new Date('2021-07-01T10:00:00Z'),
      status: 'completed',
    });
    const reviewed = await callEndpoint(t.app, api.createReview, { cookie: client.cookie, body: { bookingId, rating: 5 } });
    const own = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', reviewId: reviewed.json().id, reason: 'spam' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.ownReview);
  });

  it('takes a report of a message only from a party of its conversation, and not of their own message', async () => {
    const coach = await coachWithSession(t);
    const writer = await signIn(t, { role: 'client', firstName: 'Sam', lastName: 'Writer' });
    const started = await callEndpoint(t.app, api.startConversation, { cookie: writer.cookie, body: { coachId: coach.id } });
    const conversationId = started.json().id;
    const write = async (cookie: string, body: string) =>
      (await callEndpoint(t.app, api.sendMessage, { params: { id: conversationId }, cookie, body: { body } })).json().id as number;
    const fromClient = await write(writer.cookie, 'Hello there');
    const fromCoach = await write(coach.cookie, 'Buy my course at <b>spam.example</b>');

    // Someone outside the conversation is told the message does not exist, as for a wrong id.
    for (const messageId of [fromCoach, fromCoach + 1_000_000]) {
      const stranger = await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'message', messageId, reason: 'spam' },
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe(REPORT_MESSAGES.messageNotFound);
    }
    const own = await callEndpoint(t.app, api.createReport, {
      cookie: writer.cookie,
      body: { kind: 'message', messageId: fromClient, reason: 'spam' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.ownMessage);

    const made = await callEndpoint(t.app, api.createReport, {
      cookie: writer.cookie,
      body: { kind: 'message', messageId: fromCoach, reason: 'spam', details: 'Advertising.' },
    });
    expect(made.statusCode).toBe(201);
    expect(
      (
        await callEndpoint(t.app, api.createReport, {
          cookie: writer.cookie,
          body: { kind: 'message', messageId: fromCoach, reason: 'spam' },
        })
      ).statusCode,
    ).toBe(409);
    // The coach may report the client's message too.
    expect(
      (
        await callEndpoint(t.app, api.createReport, {
          cookie: coach.cookie,
          body: { kind: 'message', messageId: fromClient, reason: 'harassment' },
        })
      ).statusCode,
    ).toBe(201);

    // The admin sees the message as it was written and both parties, and deactivates its author.
    const inQueue = (await queue()).reports.find((r: { id: number }) => r.id === made.json().id);
    expect(inQueue).toMatchObject({
      kind: 'message',
      message: {
        id: fromCoach,
        body: 'Buy my course at <b>spam.example</b>',
        author: { id: coach.userId, isActive: true },
        client: { id: writer.id, name: 'Sam Writer' },
        coach: { id: coach.userId },
      },
      review: null,
      user: null,
    });
    expect(
      (
        await callEndpoint(t.app, api.resolveReport, {
          params: { id: made.json().id },
          cookie: admin.cookie,
          body: { action: 'hide-review' },
        })
      ).statusCode,
    ).toBe(400);
    const deactivated = await callEndpoint(t.app, api.resolveReport, {
      params: { id: made.json().id },
      cookie: admin.cookie,
      body: { action: 'deactivate-user' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ resolution: 'user_deactivated', message: { author: { isActive: false } } });
    // The coach's own report of the client's message is still open: only the author's are settled.
    expect((await queue()).reports.map((r: { message: { id: number } | null }) => r.message?.id)).toContain(fromClient);
  });

  it('checks the reason, the details’ length and the target', async () => {
    const { reviewIds } = await coachWithReviews(3, 3);
    const noReason = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      invalidBody: { kind: 'review', reviewId: reviewIds[0] },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(REPORT_MESSAGES.reason);
    const tooLong = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', reviewId: reviewIds[0], reason: 'other', details: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(REPORT_MESSAGES.detailsMax);
    const mismatched = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', userId: 5, reason: 'spam' },
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe(REPORT_MESSAGES.target);
    expect(
      (await callEndpoint(t.app, api.createReport, { cookie: client.cookie, body: { kind: 'review', reviewId: 999_999, reason: 'spam' } }))
        .statusCode,
    ).toBe(404);
    const longest = await callEndpoint(t.app, api.createReport, {
      cookie: client.cookie,
      body: { kind: 'review', reviewId: reviewIds[1], reason: 'other', details: 'x'.repeat(1000) },
    });
    expect(longest.statusCode).toBe(201);
  });

  it('is for signed-in clients and coaches only', async () => {
    const { reviewIds } = await coachWithReviews(4);
    const body = { kind: 'review', reviewId: reviewIds[0], reason: 'spam' };
    expect((await callEndpoint(t.app, api.createReport, { invalidBody: body })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.createReport, { cookie: admin.cookie, invalidBody: body })).statusCode).toBe(403);
  });
});

describe('the admin’s reports queue', () => {
  it('is the admin’s alone', async () => {
    expect((await callEndpoint(t.app, api.listAdminReports, { cookie: client.cookie })).statusCode).toBe(403);
    const coach = await signIn(t, { role: 'coach' });
    expect((await callEndpoint(t.app, api.listAdminReports, { cookie: coach.cookie })).statusCode).toBe(403);
    expect((await callEndpoint(t.app, api.listAdminReports)).statusCode).toBe(401);
    expect(
      (await callEndpoint(t.app, api.resolveReport, { params: { id: 1 }, cookie: client.cookie, body: { action: 'dismiss' } })).statusCode,
    ).toBe(403);
  });

  it('hides a review: off the profile, out of the rating and count everywhere, every open report of it resolved', async () => {
    const { coach, reviewIds } = await coachWithReviews(5, 1);
    const [kept, reported] = reviewIds as [number, number];
    // The server-rendered profile, without React's text separators.
    const page = () => get(`/coaches/${coach.id}`).then((r) => r.body.replaceAll('<!-- -->', ''));
    // Read first, so the next reads would come from the caches if they were not told.
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).json()).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(await page()).toContain('(2 reviews)');
    expect(await page()).toContain('"ratingValue":3,"reviewCount":2');
    await callEndpoint(t.app, api.listPublicCoachReviews, { params: { id: coach.id } });

    const first = (
      await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'review', reviewId: reported, reason: 'harassment' },
      })
    ).json();
    const other = await signIn(t, { role: 'client', firstName: 'Liam' });
    const second = (
      await callEndpoint(t.app, api.createReport, { cookie: other.cookie, body: { kind: 'review', reviewId: reported, reason: 'spam' } })
    ).json();

    const hidden = await callEndpoint(t.app, api.resolveReport, {
      params: { id: first.id },
      cookie: admin.cookie,
      body: { action: 'hide-review' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id: first.id,
      review: { id: reported, hidden: true },
      resolution: 'review_hidden',
      resolvedByName: 'Avery Stone',
      resolvedAt: t.clock.now.toISOString(),
    });

    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).json()).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(
      (await callEndpoint(t.app, api.listPublicCoachReviews, { params: { id: coach.id } })).json().map((r: { id: number }) => r.id),
    ).toEqual([kept]);
    expect(await page()).toContain('(1 reviews)');
    expect(await page()).toContain('"ratingValue":5,"reviewCount":1');
    const listed = (await callEndpoint(t.app, api.listCoaches, { query: { q: `Coach${coachNumber}` } }))
      .json()
      .coaches.find((c: { id: number }) => c.id === coach.id);
    expect(listed).toMatchObject({ rating: 5, reviewCount: 1 });

    const open = (await queue()).reports.map((r: { id: number }) => r.id);
    expect(open).not.toContain(first.id);
    expect(open).not.toContain(second.id);
    const resolved = (await queue('resolved')).reports.find((r: { id: number }) => r.id === second.id);
    expect(resolved).toMatchObject({ resolution: 'review_hidden', resolvedByName: 'Avery Stone' });
    expect(
      (await callEndpoint(t.app, api.resolveReport, { params: { id: second.id }, cookie: admin.cookie, body: { action: 'dismiss' } }))
        .statusCode,
    ).toBe(409);
    // Nothing left to report.
    expect(
      (await callEndpoint(t.app, api.createReport, { cookie: other.cookie, body: { kind: 'review', reviewId: reported, reason: 'spam' } }))
        .statusCode,
    ).toBe(404);

    // Restored by an admin: back on the profile and in the rating.
    const restored = await callEndpoint(t.app, api.restoreReview, { params: { id: reported }, cookie: admin.cookie });
    expect(restored.statusCode).toBe(200);
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).json()).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(await page()).toContain('(2 reviews)');
    const twice = await callEndpoint(t.app, api.restoreReview, { params: { id: reported }, cookie: admin.cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REPORT_MESSAGES.notHidden);
  });

  it('dismisses a report: resolved with who and when, the review stays', async () => {
    const { coach, reviewIds } = await coachWithReviews(2);
    const made = (
      await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'review', reviewId: reviewIds[0], reason: 'other' },
      })
    ).json();
    const dismissed = await callEndpoint(t.app, api.resolveReport, {
      params: { id: made.id },
      cookie: admin.cookie,
      body: { action: 'dismiss' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ resolution: 'dismissed', resolvedByName: 'Avery Stone', review: { hidden: false } });
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).json()).toMatchObject({ reviewCount: 1 });
    expect(
      (await callEndpoint(t.app, api.resolveReport, { params: { id: made.id }, cookie: admin.cookie, body: { action: 'dismiss' } })).json()
        .message,
    ).toBe(REPORT_MESSAGES.alreadyResolved);
    // Hiding fits review reports only, deactivating user reports only.
    const again = (
      await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'review', reviewId: reviewIds[0], reason: 'other' },
      })
    ).json();
    const wrong = await callEndpoint(t.app, api.resolveReport, {
      params: { id: again.id },
      cookie: admin.cookie,
      body: { action: 'deactivate-user' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(REPORT_MESSAGES.actionDoesNotFit);
  });

  it('deactivates a reported user as the Users section does: signed out, off the directory, reports resolved', async () => {
    const { coach } = await coachWithReviews(4);
    const made = (
      await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'user', userId: coach.userId, reason: 'harassment' },
      })
    ).json();
    expect(
      (await callEndpoint(t.app, api.resolveReport, { params: { id: made.id }, cookie: admin.cookie, body: { action: 'hide-review' } }))
        .statusCode,
    ).toBe(400);
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: coach.cookie })).statusCode).toBe(200);

    const deactivated = await callEndpoint(t.app, api.resolveReport, {
      params: { id: made.id },
      cookie: admin.cookie,
      body: { action: 'deactivate-user' },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ resolution: 'user_deactivated', user: { id: coach.userId, isActive: false } });
    expect((await callEndpoint(t.app, api.getCurrentUser, { cookie: coach.cookie })).statusCode).toBe(401);
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.id } })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.getAdminUser, { params: { id: coach.userId }, cookie: admin.cookie })).json().user.isActive).toBe(
      false,
    );
  });

  it('pages the open queue oldest first', async () => {
    const { reviewIds } = await coachWithReviews(1, 2);
    const a = (
      await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'review', reviewId: reviewIds[0], reason: 'spam' },
      })
    ).json();
    t.clock.advance(60_000);
    const b = (
      await callEndpoint(t.app, api.createReport, {
        cookie: client.cookie,
        body: { kind: 'review', reviewId: reviewIds[1], reason: 'spam' },
      })
    ).json();
    const ids = (await queue()).reports.map((r: { id: number }) => r.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const firstPage = (await callEndpoint(t.app, api.listAdminReports, { query: { pageSize: '1' }, cookie: admin.cookie })).json();
    expect(firstPage).toMatchObject({ page: 1, pageSize: 1, reports: [expect.any(Object)] });
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
  });
});

describe('abuse limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => limited?.close());

  it('takes 10 reports an hour from one person, then asks them to wait; others are unaffected', async () => {
    const coach = await insertCoach(limited.db);
    const busy = await signIn(limited, { role: 'client' });
    const send = async (cookie: string) => {
      const clientId = await insertClient(limited.db);
      const reviewId = await insertReview(limited.db, { coachId: coach.id, clientId, rating: 1 });
      return callEndpoint(limited.app, api.createReport, { cookie, body: { kind: 'review', reviewId, reason: 'spam' } });
    };
    for (let count = 1; count <= 10; count++) expect((await send(busy.cookie)).statusCode).toBe(201);
    const refused = await send(busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent many reports in a short time. Please try again in 60 minutes.');
    expect((await send((await signIn(limited, { role: 'coach' })).cookie)).statusCode).toBe(201);
    limited.clock.advance(60 * 60_000);
    expect((await send(busy.cookie)).statusCode).toBe(201);
  });
});
