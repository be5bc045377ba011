// Every time on the coach's dashboard is in the coach's zone, whatever the
// browser's (docs/product/coach-dashboard.md#who-sees-it): a coach in New York
// reading from a Berlin browser sees the CalDAV card's sync times, the session
// they deleted from their calendar and the busy calendar's last sync in New
// York time, as the week view below them says ("Times shown in America/New_York").
// The CalDAV server is a real Radicale; the busy calendar a small server this
// test starts on 127.0.0.1 (allowed by BUSY_CALENDAR_ALLOW_LOOPBACK).
import { createServer, type Server } from 'node:http';
import { request } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { startRadicale, type Radicale } from '../src/server/test-support/radicale';
import { bookViaApi, cardTime } from './support/booking-flow';
import { confirmAsCoach, expect, test } from './support/fixtures';
import { loginViaApi, newUser, registerViaApi } from './support/users';

test.use({ timezoneId: 'Europe/Berlin' });

const ZONE = 'America/New_York';
const PASSWORD = 'e2e-app-password';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let radicale: Radicale | undefined;
let server: Server | undefined;
test.afterEach(async () => {
  await radicale?.close();
  radicale = undefined;
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

// The card's "Dec 10, 9:00 PM", as en-US writes it in the given zone.
const monthDayTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
// The busy calendar's "Dec 7, 2026, 1:29 PM".
const mediumDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

// 9:00 PM in New York three days from now: 2:00 or 1:00 UTC the next day (winter or summer time).
function ninePmInNewYork(): string {
  const now = new Date();
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 4 * DAY_MS;
  const candidates = [2, 1].map((hour) => new Date(nextDay + hour * HOUR_MS).toISOString());
  const found = candidates.find((iso) => cardTime(iso, ZONE) === cardTime('2030-01-01T02:00:00Z', ZONE));
  if (!found) throw new Error('no 9:00 PM in New York');
  return found;
}

async function serveEmptyCalendar(): Promise<string> {
  const body = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//EN', 'END:VCALENDAR', ''].join('\r\n');
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/private-secret/basic.ics`;
}

test('a coach in New York reads every calendar time in New York time from a Berlin browser', async ({ page, newCoach, baseURL }) => {
  // A CalDAV server to start, a booking written into it and several syncs.
  test.setTimeout(90_000);
  radicale = await startRadicale({ coach: PASSWORD });
  const auth = { authorization: `Basic ${Buffer.from(`coach:${PASSWORD}`).toString('base64')}` };
  for (const name of ['work', 'sessions']) {
    const made = await fetch(`${radicale.url}/coach/${name}/`, { method: 'MKCALENDAR', headers: auth });
    expect(made.status).toBe(201);
  }

  const coach = await newCoach('Nora', { plan: 'pro', timeZone: ZONE });
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  await expect(page.getByText(`Times shown in ${ZONE}`).first()).toBeVisible();
  const card = page.getByRole('region', { name: 'Two-way sync with your calendar (CalDAV)' });
  await card.getByLabel('Server address').fill(radicale.url);
  await card.getByLabel('User name').fill('coach');
  await card.getByLabel('App password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Connect' }).click();
  // The calendar that receives the sessions is also read, so a session deleted from it is noticed.
  await card.getByRole('checkbox', { name: 'sessions' }).check();
  await card.getByRole('radio', { name: 'sessions' }).check();
  await card.getByRole('button', { name: 'Save calendars' }).click();

  // A client books 9:00 PM New York time (3:00 AM the next day in Berlin); the coach confirms, the session is written.
  const client = await request.newContext({ baseURL });
  try {
    await registerViaApi(client, newUser('client', 'Pia'));
    const booking = await bookViaApi(client, coach.id, ninePmInNewYork());
    await confirmAsCoach(coach, booking.id);

    // The coach deletes the session from their calendar app; the next sync notices.
    const listing = async () => {
      const response = await fetch(`${radicale!.url}/coach/sessions/`, { method: 'PROPFIND', headers: { ...auth, depth: '1' } });
      return [...(await response.text()).matchAll(/<[^>]*href>([^<]+\.ics)<\/[^>]*href>/g)].map((m) => m[1]!);
    };
    await expect.poll(listing, { timeout: 20_000 }).toHaveLength(1);
    const [event] = await listing();
    expect((await fetch(new URL(event!, radicale.url), { method: 'DELETE', headers: auth })).status).toBeLessThan(300);
    await card.getByRole('button', { name: 'Sync now' }).click();

    const health = card.getByTestId('caldav-health');
    await expect(health).toContainText(`Session on ${monthDayTime(booking.startTime, ZONE)}: you deleted it`);
    const { caldav } = (await (await coach.api.get('/api/coach/caldav')).json()) as { caldav: { lastSyncedAt: string } };
    await expect(health).toContainText(`Last sync ${monthDayTime(caldav.lastSyncedAt, ZONE)}`);
  } finally {
    await client.dispose();
  }

  const busy = page.getByRole('region', { name: 'Busy calendar' });
  await busy.getByLabel('Secret iCal address').fill(await serveEmptyCalendar());
  await busy.getByRole('button', { name: 'Save and sync' }).click();
  const status = busy.getByTestId('busy-calendar-status');
  await expect(status).toContainText('Last synced');
  const { busyCalendar } = (await (await coach.api.get('/api/coach/busy-calendar')).json()) as {
    busyCalendar: { lastSyncedAt: string };
  };
  await expect(status).toContainText(`Last synced ${mediumDateTime(busyCalendar.lastSyncedAt, ZONE)}`);
});
