// The money flow's screens (docs/decisions/0048-ledger-and-transfers.md).
import { z } from 'zod';
import {
  ZAdminReconciliation,
  ZAdminReconciliationQuery,
  ZAdminTransfers,
  ZAdminTransfersQuery,
  ZCoachPayoutFailures,
} from '../../schemas/ledger.js';
import { defineEndpoints } from '../endpoint.js';
import { ZIdParams } from '../path-params.js';

export const transferEndpoints = defineEndpoints('Transfers', {
  listAdminTransfers: {
    method: 'GET',
    path: '/api/admin/transfers',
    summary: 'Transfers (failed and held first), disputes and failed payouts.',
    access: ['admin'],
    query: ZAdminTransfersQuery,
    responses: { 200: ZAdminTransfers },
  },
  retryTransfer: {
    method: 'POST',
    path: '/api/admin/transfers/:id/retry',
    summary: 'Tries a failed or held transfer again at the next run of the job.',
    access: ['admin'],
    params: ZIdParams,
    responses: { 204: z.undefined() },
  },
  getReconciliation: {
    method: 'GET',
    path: '/api/admin/reconciliation',
    summary: "The daily reconciliation runs, a page at a time, and one run's mismatches (the newest unless runId names another).",
    access: ['admin'],
    query: ZAdminReconciliationQuery,
    responses: { 200: ZAdminReconciliation },
  },
  listCoachPayoutFailures: {
    method: 'GET',
    path: '/api/coach/payout-failures',
    summary: "The signed-in coach's own failed payouts.",
    access: ['coach'],
    responses: { 200: ZCoachPayoutFailures },
  },
});
