// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const createReview: ApiRoute<EndpointTable['createReview']> = { method: 'POST', path: '/api/reviews' };
export const getOwnReview: ApiRoute<EndpointTable['getOwnReview']> = { method: 'GET', path: '/api/reviews/booking/:bookingId' };
export const listCoachReviews: ApiRoute<EndpointTable['listCoachReviews']> = { method: 'GET', path: '/api/coach/reviews' };
export const replyToReview: ApiRoute<EndpointTable['replyToReview']> = { method: 'POST', path: '/api/reviews/:id/reply' };
