import { ZCoachMe, ZCreateCoachProfileRequest, ZEditCoachProfileRequest } from '../../schemas/coach-profile.js';
import { defineEndpoints } from '../endpoint.js';

export const coachProfileEndpoints = defineEndpoints('Coach profile', {
  createCoachProfile: {
    method: 'POST',
    path: '/api/coaches',
    summary: "Creates the coach's profile at onboarding (201), or updates it when it exists (200).",
    access: ['coach'],
    body: ZCreateCoachProfileRequest,
    responses: { 200: ZCoachMe, 201: ZCoachMe },
  },
  // A static path, so Fastify's router prefers it over the public '/api/coaches/:id'.
  getCoachMe: {
    method: 'GET',
    path: '/api/coaches/me',
    summary: "The coach's own profile.",
    access: ['coach'],
    responses: { 200: ZCoachMe },
  },
  editCoachProfile: {
    method: 'PUT',
    path: '/api/coaches/me',
    summary: "Saves the coach's own profile from the dashboard.",
    access: ['coach'],
    body: ZEditCoachProfileRequest,
    responses: { 200: ZCoachMe },
  },
});
