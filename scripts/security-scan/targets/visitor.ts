// Public routes, and signing in and up: no session.
import type { Fixtures } from '../fixtures.js';
import type { ScanTarget } from '../scan-target.js';

export function visitorTargets(f: Fixtures): ScanTarget[] {
  const from = f.slots[0] ?? '';
  const to = new Date(Date.parse(from) + 7 * 86_400_000).toISOString();
  return [
    {
      title: 'Coach directory: search, filters, paging',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches',
      query: { q: 'Elena', specialty: f.coachSpecialty, price: 'any', availability: 'any', tz: 'UTC', page: 1, pageSize: 12 },
      expect: [200],
    },
    {
      // Another way through the directory's code: open times this week in the visitor's zone, soonest first.
      title: 'Coach directory: available this week, soonest first',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches',
      query: { availability: 'this-week', sort: 'soonest', tz: 'Europe/Berlin', price: '50-100', page: 1, pageSize: 12 },
      expect: [200],
    },
    {
      title: 'Coach directory: coaching language',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches',
      query: { language: 'de', specialty: 'all', page: 1, pageSize: 12 },
      expect: [200],
    },
    {
      title: 'Workshops and courses: specialization, start date, coach',
      as: 'visitor',
      method: 'GET',
      path: '/api/programs',
      query: { specializationId: f.specializationId, from: from.slice(0, 10), coachId: f.coachId },
      expect: [200],
    },
    {
      title: "Coach's packages and membership",
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches/:id/packages',
      params: { id: f.coachId },
      expect: [200],
    },
    {
      title: 'Coach directory: next available times',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches/next-available',
      query: { ids: [f.coachId, ...f.otherCoachIds.slice(0, 3)].join(',') },
      expect: [200],
    },
    { title: 'Coach profile by id', as: 'visitor', method: 'GET', path: '/api/coaches/:id', params: { id: f.coachId }, expect: [200] },
    {
      title: 'Coach reviews: paging',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches/:id/reviews',
      params: { id: f.coachId },
      query: { limit: 5, page: 1 },
      expect: [200],
    },
    {
      title: 'Coach availability: range',
      as: 'visitor',
      method: 'GET',
      path: '/api/coaches/:id/availability',
      params: { id: f.coachId },
      query: { from, to },
      expect: [200],
    },
    { title: 'Profile image by id', as: 'visitor', method: 'GET', path: '/api/images/:id', params: { id: f.imageId }, expect: [200] },
    {
      title: 'Calendar feed by token',
      as: 'visitor',
      method: 'GET',
      path: '/api/calendar/:token.ics',
      params: { token: f.calendarToken },
      expect: [200],
    },
    // Sign-in and sign-up: the untouched requests sign in liam and register a taken username.
    // Both hash or verify a password on each request, which makes them the slowest targets.
    {
      title: 'Log in',
      as: 'visitor',
      method: 'POST',
      path: '/api/login',
      body: { username: 'liam', password: 'stillpoint-demo' },
      expect: [200],
      testUserAgent: true,
      // Wrong credentials are a 401 here: the answer to compare, not a lost session.
      ignoreCodes: [401],
    },
    {
      title: 'Register',
      as: 'visitor',
      method: 'POST',
      path: '/api/register',
      body: {
        username: 'maya',
        email: 'scan.probe@example.com',
        password: 'quiet-river-stones',
        firstName: 'Scan',
        lastName: 'Probe',
        role: 'client',
      },
      // The password is hashed and the row inserted before the unique username refuses it, so every field reaches SQL.
      expect: [409],
    },
  ];
}
