import { ZAvailabilityQuery, ZAvailabilityResponse } from '../../schemas/availability.js';
import { ZCoachIdParams } from '../../schemas/coaches.js';
import { defineEndpoints } from '../endpoint.js';

export const availabilityEndpoints = defineEndpoints('Availability', {
  getCoachAvailability: {
    method: 'GET',
    path: '/api/coaches/:id/availability',
    summary: "A coach's open slots in a window.",
    access: 'public',
    params: ZCoachIdParams,
    query: ZAvailabilityQuery,
    responses: { 200: ZAvailabilityResponse },
  },
});
