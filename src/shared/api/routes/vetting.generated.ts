// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const approveVettingCoach: ApiRoute<EndpointTable['approveVettingCoach']> = { method: 'POST', path: '/api/admin/vetting/:id/approve' };
export const getVettingQueue: ApiRoute<EndpointTable['getVettingQueue']> = { method: 'GET', path: '/api/admin/vetting' };
export const rejectVettingCoach: ApiRoute<EndpointTable['rejectVettingCoach']> = { method: 'POST', path: '/api/admin/vetting/:id/reject' };
export const unlistVettingCoach: ApiRoute<EndpointTable['unlistVettingCoach']> = { method: 'POST', path: '/api/admin/vetting/:id/unlist' };
