// The coach's availability editor talks to these (docs/product/availability-and-time.md).
import { ZCoachScheduleResponse } from '../../schemas/coach-schedule.js';
import { ZSchedule } from '../../schemas/schedule.js';
import { defineEndpoints } from '../endpoint.js';

export const coachScheduleEndpoints = defineEndpoints('Coach schedule', {
  getCoachSchedule: {
    method: 'GET',
    path: '/api/coach/schedule',
    summary: "The coach's weekly hours, zone and booking rules.",
    access: ['coach'],
    responses: { 200: ZCoachScheduleResponse },
  },
  replaceCoachSchedule: {
    method: 'PUT',
    path: '/api/coach/schedule',
    summary: 'Replaces the whole schedule; the answer lists upcoming bookings the new hours leave out.',
    access: ['coach'],
    body: ZSchedule,
    responses: { 200: ZCoachScheduleResponse },
  },
});
