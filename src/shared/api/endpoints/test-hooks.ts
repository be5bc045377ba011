// Test runs only (TEST_HOOKS): registered only then (src/server/features/test-hooks/routes.ts).
import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';

export const testHookEndpoints = defineEndpoints('Test hooks', {
  runTestJobs: {
    method: 'POST',
    path: '/api/test/run-jobs',
    summary:
      'Runs the scheduled jobs as of the given instant, optionally for some bookings (or membership purchases, or group programs) only.',
    access: 'public',
    body: z
      .strictObject({
        at: z.iso.datetime({ offset: true }),
        bookingIds: z.array(z.number().int().positive()).min(1).max(100).optional(),
        purchaseIds: z.array(z.number().int().positive()).min(1).max(100).optional(),
        programIds: z.array(z.number().int().positive()).min(1).max(100).optional(),
      })
      .refine((body) => [body.bookingIds, body.purchaseIds, body.programIds].filter(Boolean).length <= 1, {
        message: 'Give one of bookingIds, purchaseIds or programIds.',
      }),
    responses: { 200: z.object({ handled: z.record(z.string(), z.number()) }) },
  },
  endTestSession: {
    method: 'POST',
    path: '/api/test/end-session',
    summary: 'Moves a booking so that it ended the given number of minutes ago.',
    access: 'public',
    body: z.strictObject({
      bookingId: z.number().int().positive(),
      endedMinutesAgo: z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 60),
    }),
    responses: { 200: z.object({ startTime: z.string(), endTime: z.string() }) },
  },
  setTestGatewayPayouts: {
    method: 'POST',
    path: '/api/test/gateway-payouts',
    summary: "Turns a coach's payouts off (or back on) at the test-mode gateway only.",
    access: 'public',
    body: z.strictObject({ coachId: z.number().int().positive(), payoutsEnabled: z.boolean() }),
    responses: { 204: z.undefined() },
  },
  createTestAdmin: {
    method: 'POST',
    path: '/api/test/admins',
    summary: 'Creates an admin as `npm run create-admin` does, for a spec that needs one of its own.',
    access: 'public',
    body: z.strictObject({ username: z.string(), email: z.string(), password: z.string(), firstName: z.string(), lastName: z.string() }),
    responses: { 201: z.object({ id: z.number().int() }) },
  },
  createTestDeadEmail: {
    method: 'POST',
    path: '/api/test/dead-email',
    summary: 'Writes a message whose delivery gave up after its last attempt, with that error, for a spec of the dead-work view.',
    access: 'public',
    body: z.strictObject({ to: z.string(), subject: z.string(), error: z.string() }),
    responses: { 201: z.object({ id: z.number().int() }) },
  },
});
