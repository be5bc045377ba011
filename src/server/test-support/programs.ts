// Group programs over HTTP as the browser does it: the coach's editor, a
// client buying a seat with the test card, the waitlist (docs/product/programs.md).
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { emailOutbox, testPaymentIntents } from '../db/schema.js';
import { insertSpecialization } from './coaches.js';
import { GOOD_CARD, newKey } from './bookings.js';
import { callEndpoint } from './test-app.js';
import * as api from '../../shared/api/api-routes.generated.js';

let specializations = 0;
export async function programSpecialization(db: Database): Promise<number> {
  specializations += 1;
  return insertSpecialization(db, `Group practice ${specializations} ${newKey().slice(0, 8)}`);
}

// An 8-week course, Tuesdays at 18:00 in the coach's zone, from 2030-01-15.
export function eightWeekCourse(specializationId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'MBSR: eight weeks of mindfulness',
    description: 'The classic eight-week course: body scan, sitting practice, mindful movement and a day of silence.',
    specializationId,
    kind: 'course',
    meetings: 8,
    meetingMinutes: 150,
    firstMeeting: '2030-01-15T18:00',
    capacity: 20,
    minimumSeats: null,
    price: 400,
    ...overrides,
  };
}

export function saturdayWorkshop(specializationId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Mindful mornings',
    description: 'A Saturday morning of sitting and walking practice for beginners and returning students.',
    specializationId,
    kind: 'workshop',
    meetings: 1,
    meetingMinutes: 120,
    firstMeeting: '2030-01-12T09:00',
    capacity: 10,
    minimumSeats: null,
    price: 45,
    ...overrides,
  };
}

// The shorter workshop the authorization and fuzz audits post, far ahead of their other bodies.
export const AUDIT_WORKSHOP = {
  description: 'A Saturday morning of sitting and walking practice for beginners.',
  meetingMinutes: 90,
} as const;

export function saveProgram(app: FastifyInstance, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/coach/programs', headers: { cookie }, payload });
}

// A program saved and published; its id.
export async function publishedProgram(app: FastifyInstance, cookie: string, payload: Record<string, unknown>): Promise<number> {
  const saved = await saveProgram(app, cookie, payload);
  expect(saved.statusCode, saved.body).toBe(201);
  const id = saved.json().id as number;
  const published = await callEndpoint(app, api.publishProgram, { params: { id }, cookie });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

// The whole purchase: an intent at the program's price, then the seat with the test card.
export async function buySeat(app: FastifyInstance, cookie: string, programId: number) {
  const intent = await callEndpoint(app, api.createSeatIntent, { params: { id: programId }, cookie });
  expect(intent.statusCode, intent.body).toBe(200);
  const paymentIntentId = intent.json().paymentIntentId as string;
  const bought = await callEndpoint(app, api.buySeat, {
    params: { id: programId },
    cookie,
    headers: { 'idempotency-key': newKey() },
    body: { paymentIntentId, card: GOOD_CARD },
  });
  return { response: bought, paymentIntentId };
}

export async function intentStatus(db: Database, id: string) {
  const [row] = await db
    .select({ status: testPaymentIntents.status, refunded: testPaymentIntents.amountRefundedCents })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, id));
  return row;
}

export async function lastEmailTo(db: Database, address: string) {
  const [row] = await db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, ics: emailOutbox.icsAttachment })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}
