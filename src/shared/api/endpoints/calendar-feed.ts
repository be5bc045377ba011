import { z } from 'zod';
import { ZCalendarFeed, ZCalendarFeedRequest } from '../../schemas/coach-tools.js';
import { defineEndpoints } from '../endpoint.js';

// '<token>.ics': the handler takes the token out (anything else is a 404).
const ZCalendarFileParams = z.object({ file: z.string() });

export const calendarFeedEndpoints = defineEndpoints('Calendar feed', {
  setCalendarFeed: {
    method: 'POST',
    path: '/api/coach/calendar-feed',
    summary: "Turns the coach's private calendar feed on or off.",
    access: ['coach'],
    body: ZCalendarFeedRequest,
    responses: { 200: ZCalendarFeed },
  },
  regenerateCalendarFeed: {
    method: 'POST',
    path: '/api/coach/calendar-feed/regenerate',
    summary: 'A new private feed address; the old one stops working at once.',
    access: ['coach'],
    responses: { 200: z.object({ calendarFeedUrl: z.string() }) },
  },
  getCalendarFeedFile: {
    method: 'GET',
    path: '/api/calendar/:file',
    summary: "The coach's sessions as an iCalendar file; the token in the address is the credential.",
    access: 'public',
    params: ZCalendarFileParams,
    responses: { 200: z.string().describe('An iCalendar (RFC 5545) document.') },
    produces: 'text/calendar',
  },
});
