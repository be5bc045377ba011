// The admins' coach review queue and decisions (docs/product/vetting.md).
import { ZVettingCoach, ZVettingQueue, ZVettingQueueQuery, ZVettingReasonRequest } from '../../schemas/vetting.js';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

export const vettingEndpoints = defineEndpoints('Vetting', {
  getVettingQueue: {
    method: 'GET',
    path: '/api/admin/vetting',
    summary: 'The coach profiles with one listing status (under review by default).',
    access: ['admin'],
    query: ZVettingQueueQuery,
    responses: { 200: ZVettingQueue },
  },
  approveVettingCoach: {
    method: 'POST',
    path: '/api/admin/vetting/:id/approve',
    summary: "Lists a coach's profile in the directory.",
    access: ['admin'],
    params: ZIdParams,
    responses: { 200: ZVettingCoach },
  },
  rejectVettingCoach: {
    method: 'POST',
    path: '/api/admin/vetting/:id/reject',
    summary: "Rejects a coach's profile, with the reason the coach is told.",
    access: ['admin'],
    params: ZIdParams,
    body: ZVettingReasonRequest,
    responses: { 200: ZVettingCoach },
  },
  unlistVettingCoach: {
    method: 'POST',
    path: '/api/admin/vetting/:id/unlist',
    summary: "Takes a listed coach's profile out of the directory, with the reason the coach is told.",
    access: ['admin'],
    params: ZIdParams,
    body: ZVettingReasonRequest,
    responses: { 200: ZVettingCoach },
  },
});
