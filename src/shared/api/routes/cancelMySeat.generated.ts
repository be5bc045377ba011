// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const cancelMySeat: ApiRoute<EndpointTable['cancelMySeat']> = { method: 'POST', path: '/api/user/program-seats/:id/cancel' };
