// The coach proposes a new time, the client accepts or declines (docs/product/reschedule.md#the-coach-proposes).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES, RESCHEDULE_MESSAGES } from '../../../shared/domain/reschedule.js';
import { HOUR_MS } from '../../../shared/domain/time-units.js';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { bookings, emailOutbox } from '../../db/schema.js';
import { bookSession, newEveryDayCoach, setStatus, type TestCoach, useBookedSessionsApp } from '../../test-support/booked-sessions.js';
import { signIn } from '../../test-support/sign-in.js';
import { expectMoveRecorded } from '../../test-support/booking-rows.js';
import { callEndpoint, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
useBookedSessionsApp((app) => (t = app));
const rowOf = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const mails = async (id: number) =>
  (await t.db.select().from(emailOutbox)).filter((m) => m.textBody.includes(`/dashboard`) && m.icsAttachment?.includes(`booking-${id}@`));

async function confirmedSession(coach: TestCoach, start: string) {
  const session = await bookSession(t, coach, start);
  expect((await setStatus(t, coach.cookie, session.id, 'confirmed')).statusCode).toBe(200);
  return session;
}

describe('the coach proposes a new time', () => {
  it('shows the proposal to the client, who accepts it: same payment, confirmed, history, e-mails with a higher SEQUENCE', async () => {
    const coach = await newEveryDayCoach(t);
    const { id, client } = await confirmedSession(coach, '2030-01-10T10:00:00.000Z');

    const proposed = await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-11T14:00:00.000Z' },
    });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({
      startTime: '2030-01-10T10:00:00.000Z',
      proposal: { startTime: '2030-01-11T14:00:00.000Z', endTime: '2030-01-11T15:00:00.000Z' },
    });
    const seen = await callEndpoint(t.app, api.listUserBookings, { cookie: client.cookie });
    expect(seen.json().find((b: { id: number }) => b.id === id).proposal).toEqual({
      startTime: '2030-01-11T14:00:00.000Z',
      endTime: '2030-01-11T15:00:00.000Z',
    });
    const told = (await t.db.select().from(emailOutbox)).filter((m) => m.subject.includes('proposes a new time'));
    expect(told.at(-1)?.toAddress).toBe(client.email);

    const accepted = await callEndpoint(t.app, api.acceptBookingProposal, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-11T14:00:00.000Z' },
    });
    expect(accepted.statusCode).toBe(200);
    // Confirmed, not pending: the coach chose this time.
    expect(accepted.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      startTime: '2030-01-11T14:00:00.000Z',
      rescheduleCount: 1,
      proposal: null,
    });
    const last = await expectMoveRecorded(t.db, id, {
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      byUserId: client.id,
      from: '2030-01-10T10:00:00.000Z',
      to: '2030-01-11T14:00:00.000Z',
    });
    expect(last?.reason).toMatch(/coach proposed.*accepted by the client/);
    const moved = (await mails(id)).filter((m) => m.subject.startsWith('Moved'));
    expect(moved).toHaveLength(2);
    expect(new Set(moved.map((m) => m.toAddress)).size).toBe(2);
    expect(moved.map((m) => m.toAddress)).toContain(client.email);
    for (const mail of moved) {
      expect(mail.icsAttachment).toContain(`UID:booking-${id}@stillpoint.app`);
      expect(mail.icsAttachment).toContain('SEQUENCE:2');
      expect(mail.icsAttachment).toContain('STATUS:CONFIRMED');
    }
    // The old time is open again at once.
    expect((await bookSession(t, coach, '2030-01-10T10:00:00.000Z')).id).toBeGreaterThan(id);
  });

  it('confirms a pending request moved to the coach’s time and gives it a meeting link', async () => {
    const coach = await newEveryDayCoach(t);
    const { id, client } = await bookSession(t, coach, '2030-01-12T10:00:00.000Z');
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-12T15:00:00.000Z' },
    });
    const accepted = await callEndpoint(t.app, api.acceptBookingProposal, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-12T15:00:00.000Z' },
    });
    expect(accepted.json()).toMatchObject({ status: 'confirmed', startTime: '2030-01-12T15:00:00.000Z' });
    expect(accepted.json().meetingUrl).toMatch(/^https:\/\//);
  });

  it('declining leaves the booking as it was and tells the coach', async () => {
    const coach = await newEveryDayCoach(t);
    const { id, client } = await confirmedSession(coach, '2030-01-13T10:00:00.000Z');
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-13T16:00:00.000Z' },
    });
    const declined = await callEndpoint(t.app, api.dismissBookingProposal, { params: { id }, cookie: client.cookie });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'confirmed',
      startTime: '2030-01-13T10:00:00.000Z',
      rescheduleCount: 0,
      proposal: null,
    });
    expect((await callEndpoint(t.app, api.dismissBookingProposal, { params: { id }, cookie: client.cookie })).statusCode).toBe(200);
    const late = await callEndpoint(t.app, api.acceptBookingProposal, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-13T16:00:00.000Z' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PROPOSAL_MESSAGES.noneOpen);
    const coachMail = (await t.db.select().from(emailOutbox)).filter((m) => m.subject.startsWith('Proposal declined'));
    expect(coachMail.length).toBeGreaterThan(0);
  });

  it('keeps one open proposal per booking; the same proposal again is harmless', async () => {
    const coach = await newEveryDayCoach(t);
    const { id } = await confirmedSession(coach, '2030-01-14T10:00:00.000Z');
    const [a, b] = await Promise.all([
      callEndpoint(t.app, api.proposeBookingTime, {
        params: { id },
        cookie: coach.cookie,
        body: { startTime: '2030-01-14T12:00:00.000Z' },
      }),
      callEndpoint(t.app, api.proposeBookingTime, {
        params: { id },
        cookie: coach.cookie,
        body: { startTime: '2030-01-14T13:00:00.000Z' },
      }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const standing = (await rowOf(id))?.proposedStartTime?.toISOString();
    expect(['2030-01-14T12:00:00.000Z', '2030-01-14T13:00:00.000Z']).toContain(standing);
    expect(
      (await callEndpoint(t.app, api.proposeBookingTime, { params: { id }, cookie: coach.cookie, body: { startTime: standing ?? '' } }))
        .statusCode,
    ).toBe(200);
    const other = await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-14T15:00:00.000Z' },
    });
    expect(other.json().message).toBe(PROPOSAL_MESSAGES.alreadyOpen);
    // Withdrawn, the coach may propose another.
    expect((await callEndpoint(t.app, api.dismissBookingProposal, { params: { id }, cookie: coach.cookie })).statusCode).toBe(200);
    expect(
      (
        await callEndpoint(t.app, api.proposeBookingTime, {
          params: { id },
          cookie: coach.cookie,
          body: { startTime: '2030-01-14T15:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs an open slot when proposed and again when accepted', async () => {
    const coach = await newEveryDayCoach(t);
    const { id, client } = await confirmedSession(coach, '2030-01-15T10:00:00.000Z');
    await bookSession(t, coach, '2030-01-15T12:00:00.000Z');
    const taken = await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-15T12:00:00.000Z' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotUnavailable);
    expect(
      (
        await callEndpoint(t.app, api.proposeBookingTime, {
          params: { id },
          cookie: coach.cookie,
          body: { startTime: '2030-01-15T14:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(200);
    // Someone books the proposed time before the client answers.
    await bookSession(t, coach, '2030-01-15T14:00:00.000Z');
    const gone = await callEndpoint(t.app, api.acceptBookingProposal, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-15T14:00:00.000Z' },
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(BOOKING_MESSAGES.slotUnavailable);
    expect((await rowOf(id))?.startTime).toEqual(new Date('2030-01-15T10:00:00.000Z'));
  });

  it('lapses past the full-refund cutoff and when the booking is cancelled', async () => {
    const coach = await newEveryDayCoach(t);
    const start = '2030-01-20T10:00:00.000Z';
    const { id, client } = await confirmedSession(coach, start);
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-21T10:00:00.000Z' },
    });
    t.clock.now = new Date(Date.parse(start) - 24 * HOUR_MS + 1);
    const list = await callEndpoint(t.app, api.getBooking, { params: { id }, cookie: client.cookie });
    expect(list.json().proposal).toBeNull();
    const late = await callEndpoint(t.app, api.acceptBookingProposal, {
      params: { id },
      cookie: client.cookie,
      body: { startTime: '2030-01-21T10:00:00.000Z' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESCHEDULE_MESSAGES.tooLate);

    const other = await confirmedSession(coach, '2030-01-22T10:00:00.000Z');
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id: other.id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-23T10:00:00.000Z' },
    });
    await setStatus(t, other.client.cookie, other.id, 'cancelled');
    const afterCancel = await callEndpoint(t.app, api.acceptBookingProposal, {
      params: { id: other.id },
      cookie: other.client.cookie,
      body: { startTime: '2030-01-23T10:00:00.000Z' },
    });
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().message).toBe(RESCHEDULE_MESSAGES.notMovable);
  });

  it('counts toward the two moves and is refused after them', async () => {
    const coach = await newEveryDayCoach(t);
    const { id, client } = await confirmedSession(coach, '2030-01-16T10:00:00.000Z');
    const reschedule = (startTime: string) =>
      callEndpoint(t.app, api.rescheduleBooking, { params: { id }, cookie: client.cookie, body: { startTime } });
    await reschedule('2030-01-16T11:00:00.000Z');
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-16T13:00:00.000Z' },
    });
    expect(
      (
        await callEndpoint(t.app, api.acceptBookingProposal, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-16T13:00:00.000Z' },
        })
      ).json().rescheduleCount,
    ).toBe(2);
    const third = await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-16T15:00:00.000Z' },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(RESCHEDULE_MESSAGES.tooMany);
  });

  it('is repeat-safe and race-safe when accepting', async () => {
    const coach = await newEveryDayCoach(t);
    const a = await confirmedSession(coach, '2030-01-17T10:00:00.000Z');
    const b = await confirmedSession(coach, '2030-01-17T12:00:00.000Z');
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id: a.id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-17T15:00:00.000Z' },
    });
    const [first, second] = await Promise.all([
      callEndpoint(t.app, api.acceptBookingProposal, {
        params: { id: a.id },
        cookie: a.client.cookie,
        body: { startTime: '2030-01-17T15:00:00.000Z' },
      }),
      callEndpoint(t.app, api.acceptBookingProposal, {
        params: { id: a.id },
        cookie: a.client.cookie,
        body: { startTime: '2030-01-17T15:00:00.000Z' },
      }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect((await rowOf(a.id))?.rescheduleCount).toBe(1);
    // A client's own move and an accepted proposal racing for one time: one of them gets it.
    expect(
      (
        await callEndpoint(t.app, api.proposeBookingTime, {
          params: { id: b.id },
          cookie: coach.cookie,
          body: { startTime: '2030-01-17T16:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(200);
    const c = await confirmedSession(coach, '2030-01-17T13:00:00.000Z');
    const results = await Promise.all([
      callEndpoint(t.app, api.acceptBookingProposal, {
        params: { id: b.id },
        cookie: b.client.cookie,
        body: { startTime: '2030-01-17T16:00:00.000Z' },
      }),
      callEndpoint(t.app, api.rescheduleBooking, {
        params: { id: c.id },
        cookie: c.client.cookie,
        body: { startTime: '2030-01-17T16:00:00.000Z' },
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('is the coach’s to propose and the client’s to accept', async () => {
    const coach = await newEveryDayCoach(t);
    const otherCoach = await newEveryDayCoach(t);
    const { id, client } = await confirmedSession(coach, '2030-01-18T10:00:00.000Z');
    const stranger = await signIn(t);
    const admin = await signIn(t, { role: 'admin' });
    expect(
      (
        await callEndpoint(t.app, api.proposeBookingTime, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-18T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callEndpoint(t.app, api.proposeBookingTime, {
          params: { id },
          cookie: otherCoach.cookie,
          body: { startTime: '2030-01-18T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callEndpoint(t.app, api.proposeBookingTime, {
          params: { id },
          cookie: admin.cookie,
          body: { startTime: '2030-01-18T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(403);
    await callEndpoint(t.app, api.proposeBookingTime, {
      params: { id },
      cookie: coach.cookie,
      body: { startTime: '2030-01-18T12:00:00.000Z' },
    });
    expect(
      (
        await callEndpoint(t.app, api.acceptBookingProposal, {
          params: { id },
          cookie: coach.cookie,
          body: { startTime: '2030-01-18T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callEndpoint(t.app, api.acceptBookingProposal, {
          params: { id },
          cookie: stranger.cookie,
          body: { startTime: '2030-01-18T12:00:00.000Z' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await callEndpoint(t.app, api.dismissBookingProposal, { params: { id }, cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await callEndpoint(t.app, api.dismissBookingProposal, { params: { id }, cookie: admin.cookie })).statusCode).toBe(404);
    expect((await rowOf(id))?.proposedStartTime).toEqual(new Date('2030-01-18T12:00:00.000Z'));
    expect(
      (
        await callEndpoint(t.app, api.acceptBookingProposal, {
          params: { id },
          cookie: client.cookie,
          body: { startTime: '2030-01-18T11:00:00.000Z' },
        })
      ).json().message,
    ).toBe(PROPOSAL_MESSAGES.changed);
  });
});
