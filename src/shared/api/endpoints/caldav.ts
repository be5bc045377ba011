// A Pro coach's CalDAV calendar sync (docs/decisions/0057-caldav-sync.md).
import { z } from 'zod';
import {
  ZCalDavChoiceRequest,
  ZCalDavConnectRequest,
  ZCalDavResponse,
  ZCalDavWeekQuery,
  ZCalDavWeekResponse,
} from '../../schemas/caldav.js';
import { defineEndpoints } from '../endpoint.js';

export const caldavEndpoints = defineEndpoints('Calendar sync', {
  getCalDav: {
    method: 'GET',
    path: '/api/coach/caldav',
    summary: "The coach's CalDAV connection and its sync health, or null. Never the password.",
    access: ['coach'],
    responses: { 200: ZCalDavResponse },
  },
  connectCalDav: {
    method: 'PUT',
    path: '/api/coach/caldav',
    summary: 'Connects a CalDAV server (checked before answering) and lists its calendars.',
    access: ['coach'],
    body: ZCalDavConnectRequest,
    responses: { 200: ZCalDavResponse },
    limit: 'busyCalendarSync',
  },
  chooseCalDavCalendars: {
    method: 'PUT',
    path: '/api/coach/caldav/calendars',
    summary: 'Chooses the calendars that block time and the one that receives bookings, then syncs.',
    access: ['coach'],
    body: ZCalDavChoiceRequest,
    responses: { 200: ZCalDavResponse },
    limit: 'busyCalendarSync',
  },
  syncCalDav: {
    method: 'POST',
    path: '/api/coach/caldav/sync',
    summary: 'Reads the chosen calendars now.',
    access: ['coach'],
    responses: { 200: ZCalDavResponse },
    limit: 'busyCalendarSync',
  },
  disconnectCalDav: {
    method: 'DELETE',
    path: '/api/coach/caldav',
    summary: 'Removes the connection and its credentials; writes stop.',
    access: ['coach'],
    responses: { 204: z.undefined() },
  },
  getCalDavWeek: {
    method: 'GET',
    path: '/api/coach/caldav/week',
    summary: 'What clients see for a week: open slots, bookings and busy times by source.',
    access: ['coach'],
    query: ZCalDavWeekQuery,
    responses: { 200: ZCalDavWeekResponse },
  },
});
