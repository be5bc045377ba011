// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from './endpoint.js';
import type { EndpointTable } from './endpoint-table.js';

export const approveVettingCoach: ApiRoute<EndpointTable['approveVettingCoach']> = { method: 'POST', path: '/api/admin/vetting/:id/approve' };
export const createCoachProfile: ApiRoute<EndpointTable['createCoachProfile']> = { method: 'POST', path: '/api/coaches' };
export const createReview: ApiRoute<EndpointTable['createReview']> = { method: 'POST', path: '/api/reviews' };
export const editCoachProfile: ApiRoute<EndpointTable['editCoachProfile']> = { method: 'PUT', path: '/api/coaches/me' };
export const getBusyCalendar: ApiRoute<EndpointTable['getBusyCalendar']> = { method: 'GET', path: '/api/coach/busy-calendar' };
export const getCalendarFeedFile: ApiRoute<EndpointTable['getCalendarFeedFile']> = { method: 'GET', path: '/api/calendar/:file' };
export const getCoachMe: ApiRoute<EndpointTable['getCoachMe']> = { method: 'GET', path: '/api/coaches/me' };
export const getCoachSchedule: ApiRoute<EndpointTable['getCoachSchedule']> = { method: 'GET', path: '/api/coach/schedule' };
export const getOwnReview: ApiRoute<EndpointTable['getOwnReview']> = { method: 'GET', path: '/api/reviews/booking/:bookingId' };
export const getSessionNotes: ApiRoute<EndpointTable['getSessionNotes']> = { method: 'GET', path: '/api/bookings/:id/notes' };
export const getVettingQueue: ApiRoute<EndpointTable['getVettingQueue']> = { method: 'GET', path: '/api/admin/vetting' };
export const listCoachHistory: ApiRoute<EndpointTable['listCoachHistory']> = { method: 'GET', path: '/api/coach/bookings/history' };
export const listCoachReviews: ApiRoute<EndpointTable['listCoachReviews']> = { method: 'GET', path: '/api/coach/reviews' };
export const regenerateCalendarFeed: ApiRoute<EndpointTable['regenerateCalendarFeed']> = { method: 'POST', path: '/api/coach/calendar-feed/regenerate' };
export const rejectVettingCoach: ApiRoute<EndpointTable['rejectVettingCoach']> = { method: 'POST', path: '/api/admin/vetting/:id/reject' };
export const removeBusyCalendar: ApiRoute<EndpointTable['removeBusyCalendar']> = { method: 'DELETE', path: '/api/coach/busy-calendar' };
export const replaceCoachSchedule: ApiRoute<EndpointTable['replaceCoachSchedule']> = { method: 'PUT', path: '/api/coach/schedule' };
export const replyToReview: ApiRoute<EndpointTable['replyToReview']> = { method: 'POST', path: '/api/reviews/:id/reply' };
export const saveBusyCalendar: ApiRoute<EndpointTable['saveBusyCalendar']> = { method: 'PUT', path: '/api/coach/busy-calendar' };
export const saveSessionNotes: ApiRoute<EndpointTable['saveSessionNotes']> = { method: 'PUT', path: '/api/bookings/:id/notes' };
export const setCalendarFeed: ApiRoute<EndpointTable['setCalendarFeed']> = { method: 'POST', path: '/api/coach/calendar-feed' };
export const syncBusyCalendar: ApiRoute<EndpointTable['syncBusyCalendar']> = { method: 'POST', path: '/api/coach/busy-calendar/sync' };
export const unlistVettingCoach: ApiRoute<EndpointTable['unlistVettingCoach']> = { method: 'POST', path: '/api/admin/vetting/:id/unlist' };
