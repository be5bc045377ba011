// Checkout helpers for the booking, dashboard and review journeys.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

type ListedCoach = { id: number; firstName: string; lastName: string; hourlyRate: number };

export async function listCoaches(request: APIRequestContext): Promise<ListedCoach[]> {
  const response = await request.get('/api/coaches?pageSize=50');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { coaches: ListedCoach[] }).coaches;
}

// Each test books a different coach, so tests running side by side never race for a slot.
export async function coachNamed(request: APIRequestContext, firstName: string): Promise<ListedCoach> {
  const coach = (await listCoaches(request)).find((c) => c.firstName === firstName);
  if (!coach) throw new Error(`No demo coach named ${firstName}`);
  return coach;
}

export async function openSlots(request: APIRequestContext, coachId: number): Promise<string[]> {
  const response = await request.get(`/api/coaches/${coachId}/availability`);
  expect(response.status()).toBe(200);
  const { slots } = (await response.json()) as { slots: string[] };
  expect(slots.length).toBeGreaterThan(0);
  return slots;
}

// '10:00 AM' and 'YYYY-MM-DD' of an instant in a zone, as the checkout shows them.
export function zonedLabel(iso: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const hour = Number(parts['hour']) % 24;
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${parts['minute']} ${hour < 12 ? 'AM' : 'PM'}`;
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time };
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

// A paid booking made through the API, for journeys that start on the dashboard.
export async function bookViaApi(request: APIRequestContext, coachId: number, startTime: string, notes = 'Booked by the test') {
  const intent = await request.post('/api/create-payment-intent', { data: { coachId, startTime } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const booking = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { coachId, startTime, notes, paymentIntentId, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return (await booking.json()) as { id: number; totalPrice: number; startTime: string; endTime: string };
}

// A date and a time as the dashboards' cards show them, in the given zone.
export function cardDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}
export function cardTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}
