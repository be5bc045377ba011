// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const cancelAdminBooking: ApiRoute<EndpointTable['cancelAdminBooking']> = { method: 'POST', path: '/api/admin/bookings/:id/cancel' };
