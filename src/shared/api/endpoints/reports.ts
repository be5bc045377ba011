import { ZCreatedReport, ZCreateReportRequest } from '../../schemas/reports.js';
import { CLIENTS_AND_COACHES, defineEndpoints } from '../endpoint.js';

// Reporting a review, a user or a message: signed-in clients and coaches (admins act on reports
// instead, in the admin console).
export const reportEndpoints = defineEndpoints('Reports', {
  createReport: {
    method: 'POST',
    path: '/api/reports',
    summary: 'Reports a review, a user or a message to the admins.',
    access: CLIENTS_AND_COACHES,
    body: ZCreateReportRequest,
    responses: { 201: ZCreatedReport },
    limit: 'report',
  },
});
