// The signed-in coach's own revenue, payouts and the year's CSV: the coach
// is always the caller, no coach id is taken.
import { z } from 'zod';
import { ZEarnings } from '../../schemas/coach-profile.js';
import { ZCoachPayouts, ZEarningsYearQuery } from '../../schemas/earnings.js';
import { defineEndpoints } from '../endpoint.js';

export const earningsEndpoints = defineEndpoints('Earnings', {
  getEarnings: {
    method: 'GET',
    path: '/api/coach/earnings',
    summary: "The coach's own revenue summary.",
    access: ['coach'],
    responses: { 200: ZEarnings },
  },
  listEarningsPayouts: {
    method: 'GET',
    path: '/api/coach/earnings/payouts',
    summary: "The coach's payouts in a year.",
    access: ['coach'],
    query: ZEarningsYearQuery,
    responses: { 200: ZCoachPayouts },
  },
  exportEarningsCsv: {
    method: 'GET',
    path: '/api/coach/earnings/export.csv',
    summary: "The coach's payouts in a year as a CSV download.",
    access: ['coach'],
    query: ZEarningsYearQuery,
    responses: { 200: z.string().describe('A CSV document, one payout a row.') },
    produces: 'text/csv',
  },
});
