// The set-up most booking suites share: one app for the whole file (on the
// bookings' fixed NOW unless told otherwise) with a coach who can be booked,
// closed after the file. The suite keeps its own `t` and `coach` variables:
//   useAppWithCoach({ resetClock: true }, (setup) => ({ t, coach } = setup));
// Hooks a file registers afterwards run after this set-up.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { NOW } from './bookings.js';
import { coachWithSession, type TestCoach } from './coaches.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe/fake-stripe-server.js';
import { givePayoutsEnabled } from './payouts.js';
import { signIn, type SignedIn, type SignInOptions } from './sign-in.js';
import { stripeEnv } from './stripe.js';
import { createTestApp, type TestApp } from './test-app.js';

type Options = {
  now?: Date;
  // Put the clock back to `now` before every test, for suites whose tests move it.
  resetClock?: boolean;
};

export type AppWithCoach = { t: TestApp; coach: TestCoach };

export function useAppWithCoach(options: Options, ready: (setup: AppWithCoach) => void): void {
  useSuite(options, undefined, ready);
}

// The same with a client signed in too, for suites where one client books throughout.
export function useAppWithCoachAndClient(
  options: Options & { client?: SignInOptions },
  ready: (setup: AppWithCoach & { client: SignedIn }) => void,
): void {
  useSuite(options, undefined, async (setup) => ready({ ...setup, client: await signIn(setup.t, options.client) }));
}

// The same in Stripe mode, against a fake Stripe started for the file. The
// coach has finished Stripe's payout onboarding, as a bookable coach must have.
export function useStripeAppWithCoach(options: Options, ready: (setup: AppWithCoach & { fake: FakeStripe }) => void): void {
  let fake: FakeStripe | undefined;
  useSuite(
    options,
    {
      start: async () => {
        fake = await startFakeStripe();
        return stripeEnv(fake.url);
      },
      stop: async () => fake?.close(),
    },
    async (setup) => {
      await givePayoutsEnabled(setup.t.db, fake as FakeStripe, setup.coach.id);
      ready({ ...setup, fake: fake as FakeStripe });
    },
  );
}

type Provider = { start: () => Promise<Record<string, string>>; stop: () => Promise<void> | undefined };

function useSuite(options: Options, provider: Provider | undefined, ready: (setup: AppWithCoach) => void | Promise<void>): void {
  const now = options.now ?? NOW;
  let t: TestApp | undefined;
  beforeAll(async () => {
    const env = provider ? await provider.start() : undefined;
    t = await createTestApp({ now, ...(env ? { env } : {}) });
    await ready({ t, coach: await coachWithSession(t) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });
  if (options.resetClock) {
    beforeEach(() => {
      if (t) t.clock.now = now;
    });
  }
}
