import { z } from 'zod';
import { ZCurrentUser, ZLoginRequest, ZRegisterRequest } from '../../schemas/auth.js';
import { defineEndpoints } from '../endpoint.js';

export const authEndpoints = defineEndpoints('Auth', {
  register: {
    method: 'POST',
    path: '/api/register',
    summary: 'Creates an account and signs it in (sets the session cookie).',
    access: 'public',
    body: ZRegisterRequest,
    responses: { 201: ZCurrentUser },
    limit: 'register',
  },
  login: {
    method: 'POST',
    path: '/api/login',
    summary: 'Signs in with username and password, replacing any session the browser had.',
    access: 'public',
    body: ZLoginRequest,
    responses: { 200: ZCurrentUser },
    limit: 'login',
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    summary: "Ends the browser's session, if any, and clears its cookie.",
    access: 'public',
    responses: { 200: z.object({ success: z.literal(true) }) },
  },
  getCurrentUser: {
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user.',
    access: 'signed-in',
    responses: { 200: ZCurrentUser },
  },
});
