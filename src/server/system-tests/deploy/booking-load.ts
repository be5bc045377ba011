// A booking load through the proxy: each virtual client books its own coach's
// slots one after another (availability, payment intent, booking, the booking
// page), so every answer but a 2xx is a failure of the deployment, never a
// lost race for a slot. Every request is kept with its time and status.
import { randomUUID } from 'node:crypto';
import type { Nginx } from './nginx.js';
import { tlsRequest, type TlsAnswer } from './tls-client.js';
import { TEST_CARD } from '../http-client.js';

export type LoadClient = { cookie: string; coachId: number };
export type Sample = { method: string; route: string; status: TlsAnswer['status']; startedAt: number; ms: number; detail?: string };

export type Load = { samples: Sample[]; bookingIds: number[]; stop: () => Promise<void> };

const ok = (answer: TlsAnswer) => typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;

export function startBookingLoad(proxy: Nginx, clients: LoadClient[]): Load {
  const samples: Sample[] = [];
  const bookingIds: number[] = [];
  let running = true;
  const call = async (method: string, route: string, path: string, options: Parameters<typeof tlsRequest>[3]) => {
    const answer = await tlsRequest(proxy, method, path, options);
    samples.push({
      method,
      route,
      status: answer.status,
      startedAt: answer.startedAt,
      ms: answer.ms,
      ...(!ok(answer) && { detail: answer.text.slice(0, 300) }),
    });
    // A failing deployment must not turn the load into a tight loop of errors.
    if (!ok(answer)) await new Promise((resolve) => setTimeout(resolve, 200));
    return answer;
  };
  const client = async ({ cookie, coachId }: LoadClient) => {
    let slots: string[] = [];
    while (running) {
      if (slots.length === 0) {
        const open = await call('GET', '/api/coaches/:id/availability', `/api/coaches/${coachId}/availability`, {});
        slots = ok(open) ? [...(open.body as { slots: string[] }).slots] : [];
        if (slots.length === 0) continue;
      }
      const startTime = slots.shift()!;
      const intent = await call('POST', '/api/create-payment-intent', '/api/create-payment-intent', {
        cookie,
        json: { coachId, startTime },
      });
      if (!ok(intent)) continue;
      const paymentIntentId = (intent.body as { paymentIntentId: string }).paymentIntentId;
      const booked = await call('POST', '/api/bookings', '/api/bookings', {
        cookie,
        headers: { 'idempotency-key': `load-${randomUUID()}` },
        json: { coachId, startTime, paymentIntentId, card: TEST_CARD },
      });
      if (!ok(booked)) continue;
      const id = (booked.body as { id: number }).id;
      bookingIds.push(id);
      await call('GET', '/api/bookings/:id', `/api/bookings/${id}`, { cookie });
    }
  };
  const all = Promise.all(clients.map(client));
  return {
    samples,
    bookingIds,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
