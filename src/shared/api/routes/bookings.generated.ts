// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const acceptBookingProposal: ApiRoute<EndpointTable['acceptBookingProposal']> = { method: 'POST', path: '/api/bookings/:id/proposal/accept' };
export const createBooking: ApiRoute<EndpointTable['createBooking']> = { method: 'POST', path: '/api/bookings' };
export const createPaymentIntent: ApiRoute<EndpointTable['createPaymentIntent']> = { method: 'POST', path: '/api/create-payment-intent' };
export const dismissBookingProposal: ApiRoute<EndpointTable['dismissBookingProposal']> = { method: 'DELETE', path: '/api/bookings/:id/proposal' };
export const getBooking: ApiRoute<EndpointTable['getBooking']> = { method: 'GET', path: '/api/bookings/:id' };
export const getBookingJoinInfo: ApiRoute<EndpointTable['getBookingJoinInfo']> = { method: 'GET', path: '/api/bookings/:id/join' };
export const listUserBookings: ApiRoute<EndpointTable['listUserBookings']> = { method: 'GET', path: '/api/user/bookings' };
export const proposeBookingTime: ApiRoute<EndpointTable['proposeBookingTime']> = { method: 'POST', path: '/api/bookings/:id/proposal' };
export const rescheduleBooking: ApiRoute<EndpointTable['rescheduleBooking']> = { method: 'POST', path: '/api/bookings/:id/reschedule' };
export const updateBookingStatus: ApiRoute<EndpointTable['updateBookingStatus']> = { method: 'PATCH', path: '/api/bookings/:id/status' };
