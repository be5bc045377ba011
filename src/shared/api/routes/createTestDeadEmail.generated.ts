// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const createTestDeadEmail: ApiRoute<EndpointTable['createTestDeadEmail']> = { method: 'POST', path: '/api/test/dead-email' };
