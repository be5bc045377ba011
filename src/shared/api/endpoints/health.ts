import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';

export const healthEndpoints = defineEndpoints('Health', {
  getHealth: {
    method: 'GET',
    path: '/healthz',
    summary: 'The process is up.',
    access: 'public',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  getReadiness: {
    method: 'GET',
    path: '/readyz',
    summary: 'The process is up and can reach its database (503 when it cannot).',
    access: 'public',
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: z.object({ status: z.literal('unavailable'), message: z.string() }),
    },
  },
});
