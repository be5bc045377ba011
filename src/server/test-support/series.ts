// A weekly series paid with credits, as the browser makes it (docs/product/series.md): five Tuesdays
// 09:00 in Berlin across the day its clocks go forward (2030-03-31), the second dropped and the third
// moved to a Wednesday at checkout.
import type { FastifyInstance } from 'fastify';
import { buy, offerOf } from './packages.js';
import { callEndpoint } from './test-app.js';
import * as api from '../../shared/api/api-routes.generated.js';

// Tuesdays 09:00 in Berlin: 08:00 UTC in winter, 07:00 UTC from 2030-03-31.
const BERLIN_TUESDAYS = [
  '2030-03-05T08:00:00.000Z',
  '2030-03-12T08:00:00.000Z',
  '2030-03-19T08:00:00.000Z',
  '2030-03-26T08:00:00.000Z',
  '2030-04-02T07:00:00.000Z',
];
const MOVED_AT_CHECKOUT = '2030-03-20T09:00:00.000Z'; // Wednesday 10:00 Berlin

// The client buys five credits from the coach, then books the series with them; the caller checks both
// answers. `usual`: the five Tuesdays; `moved`: where the third went.
export async function creditSeriesWithDropAndMove(
  app: FastifyInstance,
  parties: { coachId: number; coachCookie: string; clientCookie: string },
) {
  const offerId = await offerOf(app, parties.coachCookie, { kind: 'package', sessions: 5, price: 350, validityDays: 365 });
  const bought = await buy(app, parties.clientCookie, offerId);
  const made = await callEndpoint(app, api.createSeries, {
    cookie: parties.clientCookie,
    invalidBody: {
      coachId: parties.coachId,
      startTime: BERLIN_TUESDAYS[0],
      cadenceWeeks: 1,
      count: 5,
      occurrences: [
        { index: 0, startTime: BERLIN_TUESDAYS[0] },
        // index 1 dropped
        { index: 2, startTime: MOVED_AT_CHECKOUT },
        { index: 3, startTime: BERLIN_TUESDAYS[3] },
        { index: 4, startTime: BERLIN_TUESDAYS[4] },
      ],
      payment: 'credits',
    },
  });
  return { bought: bought.response, made, usual: BERLIN_TUESDAYS, moved: MOVED_AT_CHECKOUT };
}
