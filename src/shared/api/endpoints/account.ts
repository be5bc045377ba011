import { ZChangeLanguageRequest, ZChangePasswordRequest, ZChangePasswordResponse, ZUpdateProfileRequest } from '../../schemas/account.js';
import { ZCurrentUser } from '../../schemas/auth.js';
import { defineEndpoints } from '../endpoint.js';

export const accountEndpoints = defineEndpoints('Account', {
  updateProfile: {
    method: 'PATCH',
    path: '/api/user/profile',
    summary: "Changes the signed-in user's own name and e-mail address.",
    access: 'signed-in',
    body: ZUpdateProfileRequest,
    responses: { 200: ZCurrentUser },
  },
  changePassword: {
    method: 'POST',
    path: '/api/user/password',
    summary: "Changes the signed-in user's password (ending their other sessions).",
    access: 'signed-in',
    body: ZChangePasswordRequest,
    responses: { 200: ZChangePasswordResponse },
  },
  changeLanguage: {
    method: 'PUT',
    path: '/api/user/language',
    summary: "Sets the language of the signed-in user's pages and e-mails.",
    access: 'signed-in',
    body: ZChangeLanguageRequest,
    responses: { 200: ZCurrentUser },
  },
});
