// The Pro coach's busy calendar (docs/product/busy-calendar.md).
import { z } from 'zod';
import { ZBusyCalendarRequest, ZBusyCalendarResponse } from '../../schemas/busy-calendar.js';
import { defineEndpoints } from '../endpoint.js';

export const busyCalendarEndpoints = defineEndpoints('Busy calendar', {
  getBusyCalendar: {
    method: 'GET',
    path: '/api/coach/busy-calendar',
    summary: "The coach's busy calendar address and its last sync, or null.",
    access: ['coach'],
    responses: { 200: ZBusyCalendarResponse },
  },
  saveBusyCalendar: {
    method: 'PUT',
    path: '/api/coach/busy-calendar',
    summary: 'Saves the busy calendar address and syncs it before answering.',
    access: ['coach'],
    body: ZBusyCalendarRequest,
    responses: { 200: ZBusyCalendarResponse },
    limit: 'busyCalendarSync',
  },
  removeBusyCalendar: {
    method: 'DELETE',
    path: '/api/coach/busy-calendar',
    summary: "Removes the coach's busy calendar.",
    access: ['coach'],
    responses: { 204: z.undefined() },
  },
  syncBusyCalendar: {
    method: 'POST',
    path: '/api/coach/busy-calendar/sync',
    summary: 'Syncs the busy calendar now.',
    access: ['coach'],
    responses: { 200: ZBusyCalendarResponse },
    limit: 'busyCalendarSync',
  },
});
