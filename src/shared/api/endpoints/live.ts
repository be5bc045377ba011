import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';

// One stream per signed-in tab instead of polling (docs/decisions/0059-live-updates.md).
export const liveEndpoints = defineEndpoints('Live updates', {
  openLiveStream: {
    method: 'GET',
    path: '/api/live',
    summary:
      "Server-sent events for the viewer: new messages, unread counts and booking changes. Resumes after the Last-Event-ID header's event.",
    access: 'signed-in',
    responses: {
      200: z
        .string()
        .describe(
          'An event stream (text/event-stream). Each event is one JSON object with a `type`: message, read, unread, booking or reset (src/shared/schemas/live-events.ts).',
        ),
    },
    produces: 'text/event-stream',
  },
});
