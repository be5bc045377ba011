import { ZDevMailbox } from '../../schemas/mailbox.js';
import { defineEndpoints } from '../endpoint.js';

export const mailboxEndpoints = defineEndpoints('Development mailbox', {
  getDevMailbox: {
    method: 'GET',
    path: '/api/dev/mailbox',
    summary: 'The latest outbox messages (never in production).',
    access: ['admin'],
    responses: { 200: ZDevMailbox },
  },
});
