// Work that gave up after its last attempt, for admins to see and try again
// (docs/decisions/0087-one-work-queue.md).
import { z } from 'zod';
import { ZDeadWorkList } from '../../schemas/work-queue.js';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

export const workQueueEndpoints = defineEndpoints('Work queue', {
  listDeadWork: {
    method: 'GET',
    path: '/api/admin/work/dead',
    summary: 'Queued work that gave up after its last attempt (newest first), with its last error.',
    access: ['admin'],
    responses: { 200: ZDeadWorkList },
  },
  retryDeadWork: {
    method: 'POST',
    path: '/api/admin/work/:id/retry',
    summary: 'Tries work that gave up again, at once and with fresh attempts.',
    access: ['admin'],
    params: ZIdParams,
    responses: { 204: z.undefined() },
  },
});
