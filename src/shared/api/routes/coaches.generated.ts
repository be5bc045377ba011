// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.
import type { ApiRoute } from '../endpoint.js';
import type { EndpointTable } from '../endpoint-table.js';

export const getCoach: ApiRoute<EndpointTable['getCoach']> = { method: 'GET', path: '/api/coaches/:id' };
export const getCoachesNextAvailable: ApiRoute<EndpointTable['getCoachesNextAvailable']> = { method: 'GET', path: '/api/coaches/next-available' };
export const listCoaches: ApiRoute<EndpointTable['listCoaches']> = { method: 'GET', path: '/api/coaches' };
export const listPublicCoachReviews: ApiRoute<EndpointTable['listPublicCoachReviews']> = { method: 'GET', path: '/api/coaches/:id/reviews' };
