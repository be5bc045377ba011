// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const getReconciliation: ApiRoute<EndpointTable['getReconciliation']> = { method: 'GET', path: '/api/admin/reconciliation' };
export const listAdminTransfers: ApiRoute<EndpointTable['listAdminTransfers']> = { method: 'GET', path: '/api/admin/transfers' };
export const listCoachPayoutFailures: ApiRoute<EndpointTable['listCoachPayoutFailures']> = { method: 'GET', path: '/api/coach/payout-failures' };
export const retryTransfer: ApiRoute<EndpointTable['retryTransfer']> = { method: 'POST', path: '/api/admin/transfers/:id/retry' };
