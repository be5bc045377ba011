// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const cancelAdminBooking: ApiRoute<EndpointTable['cancelAdminBooking']> = { method: 'POST', path: '/api/admin/bookings/:id/cancel' };
export const createSpecialization: ApiRoute<EndpointTable['createSpecialization']> = { method: 'POST', path: '/api/admin/specializations' };
export const getAdminBooking: ApiRoute<EndpointTable['getAdminBooking']> = { method: 'GET', path: '/api/admin/bookings/:id' };
export const getAdminMoney: ApiRoute<EndpointTable['getAdminMoney']> = { method: 'GET', path: '/api/admin/money' };
export const getAdminOverview: ApiRoute<EndpointTable['getAdminOverview']> = { method: 'GET', path: '/api/admin/overview' };
export const getAdminSettings: ApiRoute<EndpointTable['getAdminSettings']> = { method: 'GET', path: '/api/admin/settings' };
export const getAdminUser: ApiRoute<EndpointTable['getAdminUser']> = { method: 'GET', path: '/api/admin/users/:id' };
export const listAdminBookings: ApiRoute<EndpointTable['listAdminBookings']> = { method: 'GET', path: '/api/bookings' };
export const listAdminCoaches: ApiRoute<EndpointTable['listAdminCoaches']> = { method: 'GET', path: '/api/admin/coaches' };
export const listAdminReports: ApiRoute<EndpointTable['listAdminReports']> = { method: 'GET', path: '/api/admin/reports' };
export const listAdminSpecializations: ApiRoute<EndpointTable['listAdminSpecializations']> = { method: 'GET', path: '/api/admin/specializations' };
export const listAdminUsers: ApiRoute<EndpointTable['listAdminUsers']> = { method: 'GET', path: '/api/admin/users' };
export const resolveReport: ApiRoute<EndpointTable['resolveReport']> = { method: 'POST', path: '/api/admin/reports/:id/resolve' };
export const restoreReview: ApiRoute<EndpointTable['restoreReview']> = { method: 'POST', path: '/api/admin/reviews/:id/restore' };
export const updateAdminUserStatus: ApiRoute<EndpointTable['updateAdminUserStatus']> = { method: 'PATCH', path: '/api/admin/users/:id/status' };
export const updateSpecialization: ApiRoute<EndpointTable['updateSpecialization']> = { method: 'PATCH', path: '/api/admin/specializations/:id' };
