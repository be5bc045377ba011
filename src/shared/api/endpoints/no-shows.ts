import { ZBooking } from '../../schemas/bookings.js';
import { ZNoShowCaseList, ZNoShowDecisionRequest, ZNoShowStatementRequest } from '../../schemas/no-shows.js';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

export const noShowEndpoints = defineEndpoints('No-shows', {
  markClientAbsent: {
    method: 'POST',
    path: '/api/bookings/:id/no-show/client-absent',
    summary: "The booking's coach states that the client did not come.",
    access: ['coach'],
    params: ZIdParams,
    body: ZNoShowStatementRequest,
    responses: { 200: ZBooking },
  },
  reportCoachAbsent: {
    method: 'POST',
    path: '/api/bookings/:id/no-show/coach-absent',
    summary: "The booking's client reports that the coach did not come.",
    access: ['client'],
    params: ZIdParams,
    body: ZNoShowStatementRequest,
    responses: { 200: ZBooking },
  },
  disputeNoShow: {
    method: 'POST',
    path: '/api/bookings/:id/no-show/dispute',
    summary: "The booking's coach disputes the client's no-show report.",
    access: ['coach'],
    params: ZIdParams,
    body: ZNoShowStatementRequest,
    responses: { 200: ZBooking },
  },
  listNoShowCases: {
    method: 'GET',
    path: '/api/admin/no-shows',
    summary: 'The admins’ queue of open no-show cases.',
    access: ['admin'],
    responses: { 200: ZNoShowCaseList },
  },
  decideNoShowCase: {
    method: 'POST',
    path: '/api/admin/no-shows/:id/decision',
    summary: "An admin's decision on a booking's no-show case; answers the queue after it.",
    access: ['admin'],
    params: ZIdParams,
    body: ZNoShowDecisionRequest,
    responses: { 200: ZNoShowCaseList },
  },
});
