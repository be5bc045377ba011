import {
  ZCoach,
  ZCoachIdParams,
  ZCoachListQuery,
  ZCoachListResponse,
  ZCoachReviewList,
  ZCoachReviewsQuery,
  ZNextAvailableQuery,
  ZNextAvailableResponse,
} from '../../schemas/coaches.js';
import { defineEndpoints } from '../endpoint.js';

// Public: the directory and profiles are viewable without signing in.
export const coachEndpoints = defineEndpoints('Coaches', {
  listCoaches: {
    method: 'GET',
    path: '/api/coaches',
    summary: 'The coach directory: filtered, sorted, one page.',
    access: 'public',
    query: ZCoachListQuery,
    responses: { 200: ZCoachListResponse },
  },
  getCoachesNextAvailable: {
    method: 'GET',
    path: '/api/coaches/next-available',
    summary: "The next open slot of each of the given coaches (the directory cards' line).",
    access: 'public',
    query: ZNextAvailableQuery,
    responses: { 200: ZNextAvailableResponse },
  },
  getCoach: {
    method: 'GET',
    path: '/api/coaches/:id',
    summary: "A coach's public profile.",
    access: 'public',
    params: ZCoachIdParams,
    responses: { 200: ZCoach },
  },
  listPublicCoachReviews: {
    method: 'GET',
    path: '/api/coaches/:id/reviews',
    summary: "A coach's reviews with the coach's replies, one page.",
    access: 'public',
    params: ZCoachIdParams,
    query: ZCoachReviewsQuery,
    responses: { 200: ZCoachReviewList },
  },
});
