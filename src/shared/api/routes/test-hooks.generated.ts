// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const createTestAdmin: ApiRoute<EndpointTable['createTestAdmin']> = { method: 'POST', path: '/api/test/admins' };
export const endTestSession: ApiRoute<EndpointTable['endTestSession']> = { method: 'POST', path: '/api/test/end-session' };
export const runTestJobs: ApiRoute<EndpointTable['runTestJobs']> = { method: 'POST', path: '/api/test/run-jobs' };
export const setTestGatewayPayouts: ApiRoute<EndpointTable['setTestGatewayPayouts']> = { method: 'POST', path: '/api/test/gateway-payouts' };
