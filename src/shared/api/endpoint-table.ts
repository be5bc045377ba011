// Every endpoint of the API, by group. Adding an endpoint means adding it to
// its group's file; the server then refuses to start until a handler exists
// for it, the authorization matrix until it has a row
// (docs/decisions/0054-endpoint-table.md).
import type { EndpointGroup, EndpointSpec } from './endpoint.js';
import { accountEndpoints } from './endpoints/account.js';
import { adminEndpoints } from './endpoints/admin.js';
import { authEndpoints } from './endpoints/auth.js';
import { availabilityEndpoints } from './endpoints/availability.js';
import { bookingEndpoints } from './endpoints/bookings.js';
import { busyCalendarEndpoints } from './endpoints/busy-calendar.js';
import { calendarFeedEndpoints } from './endpoints/calendar-feed.js';
import { caldavEndpoints } from './endpoints/caldav.js';
import { coachProfileEndpoints } from './endpoints/coach-profile.js';
import { coachScheduleEndpoints } from './endpoints/coach-schedule.js';
import { coachToolsEndpoints } from './endpoints/coach-tools.js';
import { coachEndpoints } from './endpoints/coaches.js';
import { conversationEndpoints } from './endpoints/conversations.js';
import { earningsEndpoints } from './endpoints/earnings.js';
import { healthEndpoints } from './endpoints/health.js';
import { imageEndpoints } from './endpoints/images.js';
import { liveEndpoints } from './endpoints/live.js';
import { mailboxEndpoints } from './endpoints/mailbox.js';
import { noShowEndpoints } from './endpoints/no-shows.js';
import { packageEndpoints } from './endpoints/packages.js';
import { paymentEndpoints } from './endpoints/payments.js';
import { payoutEndpoints } from './endpoints/payouts.js';
import { proSubscriptionEndpoints } from './endpoints/pro-subscription.js';
import { programEndpoints } from './endpoints/programs.js';
import { profileImageEndpoints } from './endpoints/profile-image.js';
import { reportEndpoints } from './endpoints/reports.js';
import { reviewEndpoints } from './endpoints/reviews.js';
import { specializationEndpoints } from './endpoints/specializations.js';
import { testHookEndpoints } from './endpoints/test-hooks.js';
import { transferEndpoints } from './endpoints/transfers.js';
import { vettingEndpoints } from './endpoints/vetting.js';
import { workQueueEndpoints } from './endpoints/work-queue.js';

export const ENDPOINT_GROUPS = [
  accountEndpoints,
  adminEndpoints,
  authEndpoints,
  availabilityEndpoints,
  bookingEndpoints,
  busyCalendarEndpoints,
  calendarFeedEndpoints,
  caldavEndpoints,
  coachProfileEndpoints,
  coachScheduleEndpoints,
  coachToolsEndpoints,
  coachEndpoints,
  conversationEndpoints,
  earningsEndpoints,
  healthEndpoints,
  imageEndpoints,
  liveEndpoints,
  mailboxEndpoints,
  noShowEndpoints,
  packageEndpoints,
  paymentEndpoints,
  payoutEndpoints,
  proSubscriptionEndpoints,
  profileImageEndpoints,
  programEndpoints,
  reportEndpoints,
  reviewEndpoints,
  specializationEndpoints,
  testHookEndpoints,
  transferEndpoints,
  vettingEndpoints,
  workQueueEndpoints,
] as const;

type Groups = (typeof ENDPOINT_GROUPS)[number];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type EndpointTable = UnionToIntersection<Groups['endpoints']>;
export type EndpointName = keyof EndpointTable & string;

// Throws on a name or a method and path declared twice, which a spread would hide.
function merge(groups: readonly EndpointGroup[]): Record<string, EndpointSpec & { tag: string }> {
  const table: Record<string, EndpointSpec & { tag: string }> = {};
  const routes = new Set<string>();
  for (const { tag, endpoints } of groups) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = `${endpoint.method} ${endpoint.path}`;
      if (name in table) throw new Error(`Endpoint name ${name} is declared twice`);
      if (routes.has(route)) throw new Error(`Endpoint ${route} is declared twice`);
      routes.add(route);
      table[name] = { ...endpoint, tag };
    }
  }
  return table;
}

const merged = merge(ENDPOINT_GROUPS);
export const ENDPOINTS = merged as unknown as { [K in EndpointName]: EndpointTable[K] & { tag: string } };

// The table as a list, for whatever walks all of it (the route registration
// check, the OpenAPI document, the authorization matrix, the fuzz tests).
export type ListedEndpoint = EndpointSpec & { name: string; tag: string };
export const ENDPOINT_LIST: readonly ListedEndpoint[] = Object.entries(merged).map(([name, endpoint]) => ({ ...endpoint, name }));

export const routeOf = (endpoint: Pick<EndpointSpec, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;
