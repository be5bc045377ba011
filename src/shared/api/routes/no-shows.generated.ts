// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const decideNoShowCase: ApiRoute<EndpointTable['decideNoShowCase']> = { method: 'POST', path: '/api/admin/no-shows/:id/decision' };
export const disputeNoShow: ApiRoute<EndpointTable['disputeNoShow']> = { method: 'POST', path: '/api/bookings/:id/no-show/dispute' };
export const listNoShowCases: ApiRoute<EndpointTable['listNoShowCases']> = { method: 'GET', path: '/api/admin/no-shows' };
export const markClientAbsent: ApiRoute<EndpointTable['markClientAbsent']> = { method: 'POST', path: '/api/bookings/:id/no-show/client-absent' };
export const reportCoachAbsent: ApiRoute<EndpointTable['reportCoachAbsent']> = { method: 'POST', path: '/api/bookings/:id/no-show/coach-absent' };
