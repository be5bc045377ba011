import { ZSpecializationList } from '../../schemas/specializations.js';
import { defineEndpoints } from '../endpoint.js';

export const specializationEndpoints = defineEndpoints('Specializations', {
  listSpecializations: {
    method: 'GET',
    path: '/api/specializations',
    summary: 'The specializations, each with how many listed coaches offer it.',
    access: 'public',
    responses: { 200: ZSpecializationList },
  },
});
