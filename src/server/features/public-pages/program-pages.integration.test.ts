// A group program's page as a crawler or a link preview reads it
// (docs/product/programs.md): title, preview tags and JSON-LD (an Event for a
// workshop, a Course with a CourseInstance for a course), and the sitemap.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test-support/bookings.js';
import { insertCoach } from '../../test-support/coaches.js';
import { eightWeekCourse, programSpecialization, publishedProgram, saturdayWorkshop, saveProgram } from '../../test-support/programs.js';
import { signIn } from '../../test-support/sign-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let distDir: string;
let cookie: string;
let specializationId: number;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'stillpoint-programs-'));
  copyFileSync(join(import.meta.dirname, '../../../client/index.html'), join(distDir, 'index.html'));
  t = await createTestApp({ clientDistDir: distDir, now: NOW });
  const coach = await insertCoach(t.db, { user: { firstName: 'Maya', lastName: 'Lind', email: 'maya.private@example.com' } });
  cookie = (await signIn(t, { userId: coach.userId })).cookie;
  specializationId = await programSpecialization(t.db);
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (path: string) => t.app.inject({ method: 'GET', url: path });
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe('program pages', () => {
  it('a workshop is an Event with its time, price and seats', async () => {
    const id = await publishedProgram(t.app, cookie, saturdayWorkshop(specializationId));
    const response = await page(`/programs/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Mindful mornings with Maya Lind | ');
    expect(response.body).toContain('<meta property="og:title" content="Mindful mornings with Maya Lind"');
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'Event',
      startDate: '2030-01-12T09:00:00.000Z',
      endDate: '2030-01-12T11:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { price: '45.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      maximumAttendeeCapacity: 10,
    });
    expect(response.body).not.toContain('maya.private@example.com');
  });

  it('a course is a Course with one CourseInstance meeting weekly', async () => {
    const id = await publishedProgram(t.app, cookie, eightWeekCourse(specializationId));
    const ld = jsonLdOf((await page(`/programs/${id}`)).body);
    expect(ld['@type']).toBe('Course');
    expect(ld.hasCourseInstance).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'online',
      startDate: '2030-01-15T18:00:00.000Z',
      courseSchedule: { repeatFrequency: 'P1W', repeatCount: 8, duration: 'PT150M' },
    });
  });

  it('drafts have no page and are not in the sitemap; published programs are', async () => {
    const draft = (await saveProgram(t.app, cookie, saturdayWorkshop(specializationId, { firstMeeting: '2030-01-26T09:00' }))).json().id;
    const published = await publishedProgram(t.app, cookie, saturdayWorkshop(specializationId, { firstMeeting: '2030-01-27T09:00' }));
    expect((await page(`/programs/${draft}`)).statusCode).toBe(404);
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`/programs/${published}</loc>`);
    expect(sitemap).not.toContain(`/programs/${draft}</loc>`);
  });
});
