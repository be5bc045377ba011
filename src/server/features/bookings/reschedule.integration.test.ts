// Moving a booking to another time over HTTP (docs/product/reschedule.md).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES } from '../../../shared/domain/reschedule.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { bookings, coachProfiles, emailOutbox, testPaymentIntents } from '../../db/schema.js';
import { bookSession, newEveryDayCoach, setStatus, type TestCoach, useBookedSessionsApp } from '../../test-support/booked-sessions.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { expectMoveRecorded } from '../../test-support/booking-rows.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
useBookedSessionsApp((app) => (t = app));

type Coach = TestCoach;
const newCoach = (policy: 'flexible' | 'strict' = 'flexible') => newEveryDayCoach(t, policy);
const book = (coach: Coach, start: string, client?: SignedIn) => bookSession(t, coach, start, client);
const confirm = (coach: Coach, id: number) => setStatus(t, coach.cookie, id, 'confirmed');
const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('POST /api/bookings/:id/reschedule', () => {
  it('moves a confirmed booking to another open time: same payment, back to pending, history with both times', async () => {
    const coach = await newCoach();
    const { id, intentId, client } = await book(coach, '2030-01-10T10:00:00.000Z');
    expect((await confirm(coach, id)).statusCode).toBe(200);

    const moved = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-11T14:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id,
      status: 'pending',
      paymentStatus: 'paid',
      startTime: '2030-01-11T14:00:00.000Z',
      endTime: '2030-01-11T15:00:00.000Z',
      totalPrice: 85,
      rescheduleCount: 1,
    });
    // No second charge: one intent, one captured ledger row.
    expect(
      (await t.db.select({ id: testPaymentIntents.id }).from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId))).length,
    ).toBe(1);
    await expectMoveRecorded(t.db, id, {
      fromStatus: 'confirmed',
      toStatus: 'pending',
      byUserId: client.id,
      from: '2030-01-10T10:00:00.000Z',
      to: '2030-01-11T14:00:00.000Z',
    });
    const admin = await signIn(t, { role: 'admin' });
    const detail = await callEndpoint(t.app, api.getAdminBooking, { params: { id }, cookie: admin.cookie });
    expect(detail.json().history.at(-1)).toMatchObject({
      previousStartTime: '2030-01-10T10:00:00.000Z',
      newStartTime: '2030-01-11T14:00:00.000Z',
    });
    // The old time is open again at once: another client books it.
    const other = await book(coach, '2030-01-10T10:00:00.000Z');
    expect(other.id).toBeGreaterThan(id);
  });

  it('e-mails both parties an updated invitation with the same UID and a higher SEQUENCE', async () => {
    const coach = await newCoach();
    const { id, client } = await book(coach, '2030-01-12T10:00:00.000Z');
    await confirm(coach, id);
    await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-12T15:00:00.000Z' },
    });
    const ics = async (subject: string) =>
      (await t.db.select().from(emailOutbox))
        .filter((m) => m.subject.startsWith(subject) && m.icsAttachment?.includes(`booking-${id}@`))
        .map((m) => m.icsAttachment ?? '');
    const confirmed = await ics('Confirmed');
    const moved = await ics('Moved');
    expect(moved).toHaveLength(2);
    expect(confirmed[0]).toContain('SEQUENCE:1');
    for (const invite of moved) {
      expect(invite).toContain(`UID:booking-${id}@stillpoint.app`);
      expect(invite).toContain('SEQUENCE:2');
      expect(invite).toContain('DTSTART:20300112T150000Z');
      expect(invite).toContain('METHOD:REQUEST');
    }
    const texts = (await t.db.select().from(emailOutbox))
      .filter((m) => m.subject.startsWith('Moved') && m.icsAttachment?.includes(`booking-${id}@`))
      .map((m) => m.textBody);
    expect(texts.join('\n')).toMatch(/moved from .*10:00 AM.* to .*3:00 PM/);
  });

  it('raises the SEQUENCE of the event in the coach’s calendar feed too', async () => {
    const coach = await newCoach();
    const token = `feed${'x'.repeat(39)}${coach.id}`;
    await t.db
      .update(coachProfiles)
      .set({ planType: 'pro', calendarSyncEnabled: true, calendarSyncToken: token })
      .where(eq(coachProfiles.id, coach.id));
    const { id, client } = await book(coach, '2030-01-13T10:00:00.000Z');
    const sequenceInFeed = async () => {
      const feed = (await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).body;
      const event = feed.split('BEGIN:VEVENT').find((e) => e.includes(`UID:booking-${id}@`)) ?? '';
      return { sequence: Number(/SEQUENCE:(\d+)/.exec(event)?.[1]), start: /DTSTART:(\w+)/.exec(event)?.[1] };
    };
    const before = await sequenceInFeed();
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-13T15:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(200);
    const after = await sequenceInFeed();
    expect(after.start).toBe('20300113T150000Z');
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it('allows two moves and refuses a third', async () => {
    const coach = await newCoach();
    const { id, client } = await book(coach, '2030-01-14T10:00:00.000Z');
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-14T11:00:00.000Z' },
        })
      ).json().rescheduleCount,
    ).toBe(1);
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-14T12:00:00.000Z' },
        })
      ).json().rescheduleCount,
    ).toBe(2);
    const third = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-14T13:00:00.000Z' },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(RESCHEDULE_MESSAGES.tooMany);
    expect((await rowOf(id))?.startTime).toEqual(new Date('2030-01-14T12:00:00.000Z'));
  });

  it('moves only until the full-refund cutoff of the booking’s policy, exactly on it included', async () => {
    const coach = await newCoach('strict');
    const start = '2030-01-20T10:00:00.000Z';
    const { id, client } = await book(coach, start);
    t.clock.now = new Date(Date.parse(start) - 7 * 24 * HOUR_MS + 1);
    const late = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-21T10:00:00.000Z' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESCHEDULE_MESSAGES.tooLate);
    t.clock.now = new Date(Date.parse(start) - 7 * 24 * HOUR_MS);
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-21T10:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('never moves a cancelled or completed booking', async () => {
    const coach = await newCoach();
    const cancelled = await book(coach, '2030-01-15T10:00:00.000Z');
    await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id: cancelled.id },
      cookie: cancelled.client.cookie,
      body: { status: 'cancelled' },
    });
    const completed = await book(coach, '2030-01-15T12:00:00.000Z');
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, completed.id));
    for (const { id, client } of [cancelled, completed]) {
      const response = await callEndpoint(t.app, api.rescheduleBooking, {
        params: { id },
        cookie: client.cookie,
        body: { startTime: '2030-01-16T10:00:00.000Z' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(RESCHEDULE_MESSAGES.notMovable);
    }
  });

  it('refuses a time that is not open, and moves to an overlapping time of its own', async () => {
    const coach = await newCoach();
    const mine = await book(coach, '2030-01-17T10:00:00.000Z');
    await book(coach, '2030-01-17T14:00:00.000Z');
    const taken = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id: mine.id },
      cookie: mine.client.cookie,
      body: { startTime: '2030-01-17T14:30:00.000Z' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotUnavailable);
    const night = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id: mine.id },
      cookie: mine.client.cookie,
      body: { startTime: '2030-01-17T03:00:00.000Z' },
    });
    expect(night.statusCode).toBe(409);
    // Half an hour later overlaps only the booking itself.
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id: mine.id },
          cookie: mine.client.cookie,
          body: { startTime: '2030-01-17T10:30:00.000Z' },
        })
      ).json(),
    ).toMatchObject({
      startTime: '2030-01-17T10:30:00.000Z',
    });
  });

  it('lets exactly one of two bookings racing for the same time have it', async () => {
    const coach = await newCoach();
    const a = await book(coach, '2030-01-18T10:00:00.000Z');
    const b = await book(coach, '2030-01-18T12:00:00.000Z');
    const responses = await Promise.all([
      callEndpoint(t.app, api.rescheduleBooking, {
        params: { id: a.id },
        cookie: a.client.cookie,
        body: { startTime: '2030-01-18T15:00:00.000Z' },
      }),
      callEndpoint(t.app, api.rescheduleBooking, {
        params: { id: b.id },
        cookie: b.client.cookie,
        body: { startTime: '2030-01-18T15:00:00.000Z' },
      }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const atFifteen = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.coachId, coach.id), eq(bookings.startTime, new Date('2030-01-18T15:00:00.000Z'))));
    expect(atFifteen).toHaveLength(1);
  });

  it('answers a repeated request with the booking as moved, counting one move', async () => {
    const coach = await newCoach();
    const { id, client } = await book(coach, '2030-01-19T10:00:00.000Z');
    const [first, second] = await Promise.all([
      callEndpoint(t.app, api.rescheduleBooking, {
        params: { id },
        cookie: client.cookie,
        body: { startTime: '2030-01-19T16:00:00.000Z' },
      }),
      callEndpoint(t.app, api.rescheduleBooking, {
        params: { id },
        cookie: client.cookie,
        body: { startTime: '2030-01-19T16:00:00.000Z' },
      }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const again = await callEndpoint(t.app, api.rescheduleBooking, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-19T16:00:00.000Z' },
    });
    expect(again.json()).toMatchObject({ startTime: '2030-01-19T16:00:00.000Z', rescheduleCount: 1 });
  });

  it('is the booking’s client’s alone: other clients 404, coaches and admins 403', async () => {
    const coach = await newCoach();
    const { id } = await book(coach, '2030-01-22T10:00:00.000Z');
    const stranger = await signIn(t);
    const admin = await signIn(t, { role: 'admin' });
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: stranger.cookie,
          body: { startTime: '2030-01-22T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: coach.cookie,
          body: { startTime: '2030-01-22T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callEndpoint(t.app, api.rescheduleBooking, {
          params: { id },
          cookie: admin.cookie,
          body: { startTime: '2030-01-22T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await rowOf(id))?.startTime).toEqual(new Date('2030-01-22T10:00:00.000Z'));
  });
});
