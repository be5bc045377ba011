import { ZCoachHistoryPage, ZCoachHistoryQuery, ZSessionNotes, ZUpdateSessionNotesRequest } from '../../schemas/coach-tools.js';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

export const coachToolsEndpoints = defineEndpoints('Coach tools', {
  listCoachHistory: {
    method: 'GET',
    path: '/api/coach/bookings/history',
    summary: "The coach's past sessions (completed or cancelled), newest first, a page at a time.",
    access: ['coach'],
    query: ZCoachHistoryQuery,
    responses: { 200: ZCoachHistoryPage },
  },
  // Any signed-in user may ask; only the booking's coach gets anything but a 404.
  getSessionNotes: {
    method: 'GET',
    path: '/api/bookings/:id/notes',
    summary: "The coach's private notes on one of their sessions.",
    access: 'signed-in',
    params: ZIdParams,
    responses: { 200: ZSessionNotes },
  },
  saveSessionNotes: {
    method: 'PUT',
    path: '/api/bookings/:id/notes',
    summary: "Saves the coach's private notes on one of their sessions.",
    access: 'signed-in',
    params: ZIdParams,
    body: ZUpdateSessionNotesRequest,
    responses: { 200: ZSessionNotes },
  },
});
