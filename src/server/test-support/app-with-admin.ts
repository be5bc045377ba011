// One app for the whole file (on the bookings' fixed NOW unless told otherwise)
// with an admin signed in, closed after the file. The suite keeps its own
// variables:   useAppWithAdmin({}, (setup) => ({ t, admin } = setup));
import { afterAll, beforeAll } from 'vitest';
import { NOW } from './bookings.js';
import { signIn, type SignedIn } from './sign-in.js';
import { createTestApp, type TestApp } from './test-app.js';

export function useAppWithAdmin(options: { now?: Date }, ready: (setup: { t: TestApp; admin: SignedIn }) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ now: options.now ?? NOW });
    ready({ t, admin: await signIn(t, { role: 'admin' }) });
  });
  afterAll(async () => {
    await t?.close();
  });
}
