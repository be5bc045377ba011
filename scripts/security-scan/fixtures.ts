// The ids and bodies the targets need, found in this run's demo data through
// the API (as the app's own pages find them), plus the few things the demo data
// lacks, set up the same way: bookings in the states the reschedule, proposal
// and no-show routes act on (fixture-bookings.ts), the coach's payouts
// (fixture-payouts.ts), a conversation and a report to resolve. The scan's
// accounts: the client maya, the coach elena and the admin.
import { setUpBookings, type BookingFixtures } from './fixture-bookings.js';
import { setUpPayouts, type PayoutFixtures } from './fixture-payouts.js';
import { expectOk, type Sessions } from './scan-http.js';

export type Fixtures = {
  coachId: number;
  coachUserId: number;
  coachSpecialty: string;
  // Other listed coaches: the directory's "next available" and the admin's vetting decisions.
  otherCoachIds: number[];
  slots: string[];
  confirmedBookingId: number;
  cancellableBookingId: number;
  reviewedBookingId: number;
  reviewableBookingId: number | undefined;
  bookings: BookingFixtures;
  payouts: PayoutFixtures;
  imageId: string;
  calendarToken: string;
  coachProfileEdit: Record<string, unknown>;
  coachOnboarding: Record<string, unknown>;
  schedule: Record<string, unknown>;
  // A review of the coach without a reply yet.
  reviewId: number;
  conversationId: number;
  messageId: number;
  otherUserId: number;
  specializationId: number;
  paymentIntentId: string;
  // An open report, filed by the coach about the client.
  reportId: number;
};

type CoachList = { coaches: { id: number; userId: number; specializations: { name: string }[] }[] };
type OwnBooking = { id: number; coachId: number; status: string; reviewed?: boolean };
type CoachMe = {
  firstName: string;
  lastName: string;
  businessName: string | null;
  bio: string;
  hourlyRate: number;
  sessionLength: number;
  socialLink: string | null;
  certifications: string | null;
  specializations: { id: number }[];
  availableDays: string[];
  availableFrom: string | null;
  availableTo: string | null;
  timeZone: string;
  cancellationPolicy: string;
  calendarType: string | null;
};

export async function discoverFixtures(baseUrl: string, sessions: Sessions): Promise<Fixtures> {
  const { client, coach, admin } = sessions;
  const [elena] = (await expectOk<CoachList>(baseUrl, 'GET', '/api/coaches?q=Elena')).coaches;
  if (!elena) throw new Error('Demo coach Elena is missing from the directory');
  const { slots } = await expectOk<{ slots: string[] }>(baseUrl, 'GET', `/api/coaches/${elena.id}/availability`);
  if (slots.length < 2) throw new Error('Elena has fewer than two open slots');
  const otherCoachIds = (await expectOk<CoachList>(baseUrl, 'GET', '/api/coaches?pageSize=12')).coaches
    .map((listed) => listed.id)
    .filter((id) => id !== elena.id);
  if (otherCoachIds.length === 0) throw new Error('The directory lists no demo coach but Elena');

  // Read before the fixture bookings below join Maya's list.
  const bookings = await expectOk<OwnBooking[]>(baseUrl, 'GET', '/api/user/bookings', { cookie: client });
  const confirmed = bookings.find((booking) => booking.status === 'confirmed' && booking.coachId === elena.id);
  const reviewed = bookings.find((booking) => booking.reviewed === true);
  const reviewable = bookings.find((booking) => booking.status === 'completed' && booking.reviewed === false);
  // Another of Maya's upcoming bookings, so cancelling it leaves the confirmed one for the join and notes routes.
  const cancellable = bookings.find((booking) => ['pending', 'confirmed'].includes(booking.status) && booking.id !== confirmed?.id);
  if (!confirmed || !reviewed || !cancellable)
    throw new Error("Maya's demo bookings lack a confirmed booking with Elena, a second upcoming one or a reviewed one");

  const me = await expectOk<{ profileImage: string | null }>(baseUrl, 'GET', '/api/user', { cookie: client });
  const imageId = /\/api\/images\/([^/?]+)/.exec(me.profileImage ?? '')?.[1];
  if (!imageId) throw new Error('Maya has no demo profile image');

  const feed = await expectOk<{ calendarFeedUrl: string | null }>(baseUrl, 'POST', '/api/coach/calendar-feed', {
    cookie: coach,
    body: { enabled: true },
  });
  const calendarToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(feed.calendarFeedUrl ?? '')?.[1];
  if (!calendarToken) throw new Error(`No calendar feed URL for Elena: ${feed.calendarFeedUrl}`);

  const profile = await expectOk<CoachMe>(baseUrl, 'GET', '/api/coaches/me', { cookie: coach });
  const { schedule } = await expectOk<{ schedule: Record<string, unknown> }>(baseUrl, 'GET', '/api/coach/schedule', { cookie: coach });
  const reviews = await expectOk<{ id: number; coachReply: string | null }[]>(baseUrl, 'GET', '/api/coach/reviews', { cookie: coach });
  const unanswered = reviews.find((review) => review.coachReply === null);
  if (!unanswered) throw new Error('Elena has no review without a reply');

  const { users } = await expectOk<{ users: { id: number }[] }>(baseUrl, 'GET', '/api/admin/users?q=liam', { cookie: admin });
  const specializations = await expectOk<{ id: number }[]>(baseUrl, 'GET', '/api/admin/specializations', { cookie: admin });
  const intent = await expectOk<{ paymentIntentId: string }>(baseUrl, 'POST', '/api/create-payment-intent', {
    cookie: client,
    body: { coachId: elena.id, startTime: slots[1] },
  });
  if (!users[0] || !specializations[0]) throw new Error('Demo user liam or the specializations are missing');

  const conversation = await expectOk<{ id: number }>(baseUrl, 'POST', '/api/conversations', {
    cookie: client,
    body: { coachId: elena.id },
  });
  const message = await expectOk<{ id: number }>(baseUrl, 'POST', `/api/conversations/${conversation.id}/messages`, {
    cookie: client,
    body: { body: 'Hello from the security scan.' },
  });
  const report = await expectOk<{ id: number }>(baseUrl, 'POST', '/api/reports', {
    cookie: coach,
    body: { kind: 'user', bookingId: confirmed.id, reason: 'other', details: 'Filed by the security scan.' },
  });

  return {
    coachId: elena.id,
    coachUserId: elena.userId,
    coachSpecialty: elena.specializations[0]?.name.toLowerCase() ?? 'all',
    otherCoachIds,
    slots,
    confirmedBookingId: confirmed.id,
    cancellableBookingId: cancellable.id,
    reviewedBookingId: reviewed.id,
    reviewableBookingId: reviewable?.id,
    bookings: await setUpBookings(baseUrl, sessions, elena.id),
    payouts: await setUpPayouts(baseUrl, sessions, elena.id),
    imageId,
    calendarToken,
    coachProfileEdit: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      businessName: profile.businessName,
      bio: profile.bio,
      hourlyRate: profile.hourlyRate,
      sessionLength: profile.sessionLength,
      socialLink: profile.socialLink,
      certifications: profile.certifications,
      specializationIds: profile.specializations.map((specialization) => specialization.id),
    },
    coachOnboarding: onboardingBody(profile),
    schedule,
    reviewId: unanswered.id,
    conversationId: conversation.id,
    messageId: message.id,
    otherUserId: users[0].id,
    specializationId: specializations[0].id,
    paymentIntentId: intent.paymentIntentId,
    reportId: report.id,
  };
}

// The onboarding form as a coach who already has a profile sends it again: their own values.
// Sync stays on, since sync off would forget the calendar feed's token.
function onboardingBody(profile: CoachMe): Record<string, unknown> {
  return {
    hourlyRate: profile.hourlyRate,
    sessionLength: profile.sessionLength,
    specializationIds: profile.specializations.map((specialization) => specialization.id),
    certifications: profile.certifications,
    bio: profile.bio,
    businessName: profile.businessName,
    socialLink: profile.socialLink,
    calendarSyncEnabled: true,
    calendarType: profile.calendarType ?? 'ical',
    availableDays: profile.availableDays,
    availableFrom: profile.availableFrom,
    availableTo: profile.availableTo,
    acceptedTerms: true,
    timeZone: profile.timeZone,
    cancellationPolicy: profile.cancellationPolicy,
  };
}
