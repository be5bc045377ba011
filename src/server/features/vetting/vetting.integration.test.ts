// Coach vetting through the real app (docs/product/vetting.md): a new coach is
// invisible and unbookable until an admin approves; rejections and unlistings
// reach the coach by e-mail and on their dashboard; saving the profile sends
// it back for review; listed coaches stay listed when they edit.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '../../../shared/schemas/bookings.js';
import { VETTING_MESSAGES } from '../../../shared/schemas/vetting.js';
import { coachProfiles, emailOutbox } from '../../db/schema.js';
import { createIntent } from '../../test-support/bookings.js';
import { coachWithProfile, validProfileBody } from '../../test-support/coach-profile.js';
import { insertSpecialization } from '../../test-support/coaches.js';
import { signIn, type SignedIn } from '../../test-support/sign-in.js';
import { callEndpoint, call, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
let admin: SignedIn;
let client: SignedIn;
let specializationId: number;
let specializationName: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { role: 'admin' });
  client = await signIn(t, { role: 'client' });
  specializationName = `Vetting Calm ${Date.now()}`;
  specializationId = await insertSpecialization(t.db, specializationName);
  await vi.waitFor(() => expect(t.app.publicReadCache.listening).toBe(true));
});
afterAll(async () => {
  await t.close();
});

let surnames = 0;
// A coach who finished onboarding just now: under review. Every day 09:00-17:00 UTC, so a slot is open tomorrow.
async function newCoach() {
  surnames += 1;
  const lastName = `Vettingson${'abcdefghij'[surnames % 10]}${surnames}`;
  const coach = await coachWithProfile(t, {
    firstName: 'Nova',
    lastName,
    underReview: true,
    profile: {
      timeZone: 'UTC',
      availableDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      specializationIds: [specializationId],
      certifications: 'MBSR teacher (2019)',
    },
  });
  const me = (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json();
  return { ...coach, profileId: me.id as number, lastName };
}

const tomorrowAtTen = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 10)).toISOString();
};

// Everything a visitor could find the coach by.
async function visibility(coach: { profileId: number; lastName: string }) {
  const directory = (await callEndpoint(t.app, api.listCoaches, { query: { q: coach.lastName } })).json();
  const thisWeek = (
    await callEndpoint(t.app, api.listCoaches, { query: { q: coach.lastName, availability: 'this-week', tz: 'UTC' } })
  ).json();
  const sitemap = (await call(t.app, 'GET', '/sitemap.xml')).body;
  const specializations = (await callEndpoint(t.app, api.listSpecializations)).json() as {
    name: string;
    coachCount?: number;
    coaches?: number;
  }[];
  return {
    inDirectory: directory.total === 1,
    inAvailabilitySearch: thisWeek.total === 1,
    inSitemap: sitemap.includes(`/coaches/${coach.profileId}<`),
    profile: (await callEndpoint(t.app, api.getCoach, { params: { id: coach.profileId } })).statusCode,
    reviews: (await callEndpoint(t.app, api.listPublicCoachReviews, { params: { id: coach.profileId } })).statusCode,
    availability: (await callEndpoint(t.app, api.getCoachAvailability, { params: { id: coach.profileId } })).statusCode,
    specialization: specializations.find((s) => s.name === specializationName),
  };
}

async function emailsTo(address: string) {
  return t.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, html: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.subject, '%profile%')));
}

const decide = (coachId: number, decision: 'approve' | 'reject' | 'unlist', reason?: string, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/vetting/${coachId}/${decision}`, cookie, reason === undefined ? undefined : { reason });

describe('a new coach waits for review', () => {
  it('is nowhere a visitor looks, cannot be booked, and is told so on their own profile', async () => {
    const coach = await newCoach();
    const me = (await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json();
    expect(me).toMatchObject({ listingStatus: 'under_review', listingReason: null });

    const seen = await visibility(coach);
    expect(seen).toMatchObject({
      inDirectory: false,
      inAvailabilitySearch: false,
      inSitemap: false,
      profile: 404,
      reviews: 404,
      availability: 404,
    });

    const intent = await createIntent(t.app, client.cookie, coach.profileId, tomorrowAtTen());
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(BOOKING_MESSAGES.coachNotListed);
  });

  it('is in the admins’ queue with what they need to decide, and listed everywhere once approved', async () => {
    const coach = await newCoach();
    const queue = (await callEndpoint(t.app, api.getVettingQueue, { cookie: admin.cookie })).json();
    const waiting = queue.coaches.find((c: { id: number }) => c.id === coach.profileId);
    expect(waiting).toMatchObject({
      firstName: 'Nova',
      lastName: coach.lastName,
      email: coach.email,
      certifications: 'MBSR teacher (2019)',
      specializations: [specializationName],
      hourlyRate: 75,
      listingStatus: 'under_review',
    });
    expect(waiting.bio).toContain('mindfulness practice');

    // A cached "not found" must not outlive the approval.
    expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.profileId } })).statusCode).toBe(404);
    const approved = await decide(coach.profileId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().listingStatus).toBe('approved');

    await vi.waitFor(async () =>
      expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.profileId } })).statusCode).toBe(200),
    );
    const seen = await visibility(coach);
    expect(seen).toMatchObject({ inDirectory: true, inAvailabilitySearch: true, inSitemap: true, reviews: 200, availability: 200 });
    expect((await createIntent(t.app, client.cookie, coach.profileId, tomorrowAtTen())).statusCode).toBe(200);

    const mail = await emailsTo(coach.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your Stillpoint profile is approved']);
    expect(
      (await callEndpoint(t.app, api.getVettingQueue, { cookie: admin.cookie })).json().coaches.map((c: { id: number }) => c.id),
    ).not.toContain(coach.profileId);
    // Approving twice is refused, and says why.
    const again = await decide(coach.profileId, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VETTING_MESSAGES.alreadyApproved);
  });
});

describe('rejection and unlisting', () => {
  it('a rejection e-mails the reason (as text), shows it on the dashboard, and saving the profile resubmits it', async () => {
    const coach = await newCoach();
    const reason = 'Please add where you trained <b>and</b> when.';
    const rejected = await decide(coach.profileId, 'reject', reason);
    expect(rejected.statusCode).toBe(200);

    const [mail] = await emailsTo(coach.email);
    expect(mail?.subject).toBe('Your Stillpoint profile needs changes');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.html).toContain('Please add where you trained &lt;b&gt;and&lt;/b&gt; when.');
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json()).toMatchObject({
      listingStatus: 'rejected',
      listingReason: reason,
    });
    expect(await visibility(coach)).toMatchObject({ inDirectory: false, profile: 404 });
    // Only a waiting profile can be rejected.
    const twice = await decide(coach.profileId, 'reject', reason);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(VETTING_MESSAGES.notWaiting);

    const saved = await callEndpoint(t.app, api.createCoachProfile, {
      cookie: coach.cookie,
      invalidBody: validProfileBody({ certifications: 'MBSR teacher, Oxford 2019' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ listingStatus: 'under_review', listingReason: null });
    const queue = (await callEndpoint(t.app, api.getVettingQueue, { cookie: admin.cookie })).json();
    expect(queue.coaches.map((c: { id: number }) => c.id)).toContain(coach.profileId);
  });

  it('a reason is required and kept within bounds; nothing changes without one', async () => {
    const coach = await newCoach();
    const missing = await decide(coach.profileId, 'reject', 'too short');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(VETTING_MESSAGES.reasonRequired);
    const long = await decide(coach.profileId, 'reject', 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(VETTING_MESSAGES.reasonMax);
    const [row] = await t.db
      .select({ status: coachProfiles.listingStatus })
      .from(coachProfiles)
      .where(eq(coachProfiles.id, coach.profileId));
    expect(row?.status).toBe('under_review');
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
  });

  it('unlisting a listed coach hides them at once, e-mails the reason, and shows it on their dashboard', async () => {
    const coach = await newCoach();
    await decide(coach.profileId, 'approve');
    await vi.waitFor(async () =>
      expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.profileId } })).statusCode).toBe(200),
    );
    // Only a listed coach can be unlisted.
    const waitingCoach = await newCoach();
    expect((await decide(waitingCoach.profileId, 'unlist', 'Several clients reported missed sessions.')).statusCode).toBe(409);

    const reason = 'Several clients reported missed sessions.';
    expect((await decide(coach.profileId, 'unlist', reason)).statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.profileId } })).statusCode).toBe(404),
    );
    expect(await visibility(coach)).toMatchObject({ inDirectory: false, inSitemap: false, availability: 404 });
    expect((await createIntent(t.app, client.cookie, coach.profileId, tomorrowAtTen())).statusCode).toBe(409);

    const mail = await emailsTo(coach.email);
    const unlisted = mail.find((m) => m.subject === 'Your Stillpoint profile is no longer listed');
    expect(unlisted?.text).toContain(`Reason: ${reason}`);
    expect((await callEndpoint(t.app, api.getCoachMe, { cookie: coach.cookie })).json()).toMatchObject({
      listingStatus: 'unlisted',
      listingReason: reason,
    });
    expect(
      (await callEndpoint(t.app, api.getVettingQueue, { query: { status: 'unlisted' }, cookie: admin.cookie })).json().coaches[0],
    ).toBeDefined();
  });

  it('a listed coach who edits their profile stays listed', async () => {
    const coach = await newCoach();
    await decide(coach.profileId, 'approve');
    const edited = await callEndpoint(t.app, api.editCoachProfile, {
      cookie: coach.cookie,
      body: {
        firstName: 'Nova',
        lastName: coach.lastName,
        bio: 'A shorter bio, still about calm and breath.',
        hourlyRate: 90,
        sessionLength: 60,
        specializationIds: [specializationId],
        certifications: 'MBSR teacher',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().listingStatus).toBe('approved');
    await vi.waitFor(async () =>
      expect((await callEndpoint(t.app, api.getCoach, { params: { id: coach.profileId } })).json().hourlyRate).toBe(90),
    );
    expect((await visibility(coach)).inDirectory).toBe(true);
  });
});
