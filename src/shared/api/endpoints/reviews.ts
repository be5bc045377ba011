import { ZCoachReviewList } from '../../schemas/coaches.js';
import {
  ZCreateProgramReviewRequest,
  ZCreateReviewRequest,
  ZOwnReview,
  ZOwnReviewIds,
  ZOwnReviewIdsQuery,
  ZProgramReview,
} from '../../schemas/reviews.js';
import { ZReviewReply, ZReviewReplyRequest } from '../../schemas/vetting.js';
import { defineEndpoints } from '../endpoint.js';
import { ZBookingIdParams, ZIdParams } from '../path-params.js';

export const reviewEndpoints = defineEndpoints('Reviews', {
  createReview: {
    method: 'POST',
    path: '/api/reviews',
    summary: "The client's review of one of their completed sessions.",
    access: 'signed-in',
    body: ZCreateReviewRequest,
    responses: { 201: ZOwnReview },
  },
  getOwnReview: {
    method: 'GET',
    path: '/api/reviews/booking/:bookingId',
    summary: "The signed-in client's own review of a booking (the review page shows it instead of the form).",
    access: 'signed-in',
    params: ZBookingIdParams,
    responses: { 200: ZOwnReview },
  },
  createProgramReview: {
    method: 'POST',
    path: '/api/programs/:id/review',
    summary: "A participant's review of the coach of a group program they completed, once per program.",
    access: ['client'],
    params: ZIdParams,
    body: ZCreateProgramReviewRequest,
    responses: { 201: ZProgramReview },
  },
  getOwnProgramReview: {
    method: 'GET',
    path: '/api/programs/:id/review',
    summary: "The signed-in participant's own review of a program (the program page shows it instead of the form).",
    access: ['client'],
    params: ZIdParams,
    responses: { 200: ZProgramReview },
  },
  listOwnReviewIds: {
    method: 'GET',
    path: '/api/reviews/mine',
    summary: "The ids of the signed-in user's own reviews of a coach (the profile offers no Report on them).",
    access: 'signed-in',
    query: ZOwnReviewIdsQuery,
    responses: { 200: ZOwnReviewIds },
  },
  listCoachReviews: {
    method: 'GET',
    path: '/api/coach/reviews',
    summary: "The coach's own reviews, with their replies (dashboard).",
    access: ['coach'],
    responses: { 200: ZCoachReviewList },
  },
  replyToReview: {
    method: 'POST',
    path: '/api/reviews/:id/reply',
    summary: "The coach's one public reply to a review of them.",
    access: ['coach'],
    params: ZIdParams,
    body: ZReviewReplyRequest,
    responses: { 201: ZReviewReply },
  },
});
