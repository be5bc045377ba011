// A Pro coach connects their own calendar; a busy event in it hides the slot
// it covers from clients. The calendar provider is a small server this test
// starts on 127.0.0.1 (the app may fetch from loopback only because the test
// server runs with BUSY_CALENDAR_ALLOW_LOOPBACK).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, type OwnCoach } from './support/fixtures';
import { loginViaApi } from './support/users';
import { selectTab } from './support/tabs';
import { violations } from './support/accessibility';

test.use({ timezoneId: 'UTC' });

const DAY_MS = 86_400_000;
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// Google Calendar's shape: a calendar with one opaque event.
function googleCalendar(start: Date, end: Date): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Private',
    'X-WR-TIMEZONE:UTC',
    'BEGIN:VEVENT',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `DTSTAMP:${stamp(new Date())}`,
    'UID:e2e-busy-event@google.com',
    'STATUS:CONFIRMED',
    'SUMMARY:Doctor',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

let server: Server | undefined;
test.afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serveCalendar(body: string): Promise<string> {
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/private-secret/basic.ics`;
}

// Opens the coach's profile calendar on the given UTC day.
async function openDay(page: Page, coach: OwnCoach, day: Date) {
  await page.goto(`/coaches/${coach.id}`);
  await selectTab(page, 'Book a Session');
  const label = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
  const dayButton = page.getByRole('button', { name: label, exact: true });
  if (day.getUTCMonth() !== new Date().getUTCMonth()) await page.getByRole('button', { name: 'Next month' }).click();
  await dayButton.click();
}

test("a busy event in the coach's own calendar hides its slot from clients", async ({ page, browser, newCoach }) => {
  const coach = await newCoach('Noor', { plan: 'pro' });
  // Two days ahead, midday UTC: inside the coach's 06:00-22:00 UTC hours and past any notice.
  const today = new Date();
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 2 * DAY_MS);
  const busyStart = new Date(day.getTime() + 12 * 3_600_000);
  const busyEnd = new Date(busyStart.getTime() + 3_600_000);
  const nextFree = busyEnd.toISOString();

  const clientContext = await browser.newContext({ timezoneId: 'UTC' });
  const client = await clientContext.newPage();
  await openDay(client, coach, day);
  await expect(client.locator(`button[data-start="${busyStart.toISOString()}"]`)).toBeVisible();

  const url = await serveCalendar(googleCalendar(busyStart, busyEnd));
  await loginViaApi(page, coach.user.username, coach.user.password);
  await page.goto('/coach-dashboard');
  const card = page.getByRole('region', { name: 'Busy calendar' });
  await expect(card).toContainText('Events in your own calendar block their times');
  await card.getByLabel('Secret iCal address').fill(url);
  await card.getByRole('button', { name: 'Save and sync' }).click();
  await expect(card.getByTestId('busy-calendar-status')).toContainText('Last synced');
  await expect(card.getByTestId('busy-calendar-status')).toContainText('1 busy time ahead');
  await expect(card).toContainText('Connected to 127.0.0.1');
  // The secret address itself is not shown on the dashboard.
  await expect(card).not.toContainText('private-secret');
  expect(await violations(page, '[aria-labelledby="busy-calendar-heading"]')).toEqual([]);

  await openDay(client, coach, day);
  await expect(client.locator(`button[data-start="${nextFree}"]`)).toBeVisible();
  await expect(client.locator(`button[data-start="${busyStart.toISOString()}"]`)).toHaveCount(0);
  // A 60-minute session starting half an hour before would run into the event too.
  await expect(client.locator(`button[data-start="${new Date(busyStart.getTime() - 1_800_000).toISOString()}"]`)).toHaveCount(0);

  // Removing the calendar gives the time back.
  await card.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Calendar' }).click();
  await expect(card.getByLabel('Secret iCal address')).toBeVisible();
  await openDay(client, coach, day);
  await expect(client.locator(`button[data-start="${busyStart.toISOString()}"]`)).toBeVisible();
  await clientContext.close();
});
