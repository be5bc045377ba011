// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const retryDeadWork: ApiRoute<EndpointTable['retryDeadWork']> = { method: 'POST', path: '/api/admin/work/:id/retry' };
