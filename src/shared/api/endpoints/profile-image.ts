import { ZProfileImageRequest, ZProfileImageResponse } from '../../schemas/coach-profile.js';
import { defineEndpoints } from '../endpoint.js';

export const profileImageEndpoints = defineEndpoints('Profile image', {
  uploadProfileImage: {
    method: 'POST',
    path: '/api/user/profile-image',
    summary: "Replaces the signed-in user's own photo (a JPEG or PNG of at most 5 MB, as base64).",
    access: 'signed-in',
    body: ZProfileImageRequest,
    responses: { 200: ZProfileImageResponse },
    limit: 'profileImage',
  },
  deleteProfileImage: {
    method: 'DELETE',
    path: '/api/user/profile-image',
    summary: "Removes the signed-in user's own photo.",
    access: 'signed-in',
    responses: { 200: ZProfileImageResponse },
  },
});
