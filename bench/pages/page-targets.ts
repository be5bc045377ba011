// The pages the budgets apply to: the home page, the directory, one coach's
// profile and the checkout. The checkout is only shown to a signed-in client,
// so the demo client signs in through the API and her cookies are put in the
// browser before Lighthouse loads it (lighthouse-audit.ts): the session, and
// the hint the page's own script reads to know someone is signed in.
import type { BrowserCookie } from './lighthouse-audit.js';

export type PageTarget = { name: string; path: string; cookies?: BrowserCookie[] };

const DEMO_CLIENT = { username: 'maya', password: 'stillpoint-demo' };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

// Every cookie an answer sets, as the browser would keep it.
function cookiesOf(response: Response, what: string): BrowserCookie[] {
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const has = (name: string) => attributes.some((attribute) => attribute.toLowerCase() === name);
    return { name: pair.slice(0, at), value: pair.slice(at + 1), secure: has('secure'), httpOnly: has('httponly') };
  });
  if (cookies.length === 0) throw new Error(`${what} set no cookie`);
  return cookies;
}

async function signInCookies(baseUrl: string): Promise<BrowserCookie[]> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  if (!response.ok) throw new Error(`Signing in as ${DEMO_CLIENT.username} answered ${response.status}`);
  return cookiesOf(response, 'Signing in');
}

// A client whose account is German (registered with the language cookie),
// so the German checkout stays German: an account's language wins after sign-in.
async function germanClientCookies(baseUrl: string): Promise<BrowserCookie[]> {
  const suffix = Date.now().toString(36);
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: 'lang=de' },
    body: JSON.stringify({
      username: `bench_de_${suffix}`,
      email: `bench.de.${suffix}@example.test`,
      password: 'stillpoint-bench',
      firstName: 'Lena',
      lastName: 'Bauer',
      role: 'client',
    }),
  });
  if (!response.ok) throw new Error(`Registering a German client answered ${response.status}`);
  return cookiesOf(response, 'Registering');
}

export async function pageTargets(baseUrl: string): Promise<PageTarget[]> {
  const { coaches } = await getJson<{ coaches: { id: number }[] }>(`${baseUrl}/api/coaches`);
  // The first listed coach with an open slot, as a visitor clicking through would pick.
  let checkout: { coachId: number; slot: string } | undefined;
  for (const coach of coaches) {
    const { slots } = await getJson<{ slots: string[] }>(`${baseUrl}/api/coaches/${coach.id}/availability`);
    if (slots[0]) {
      checkout = { coachId: coach.id, slot: slots[0] };
      break;
    }
  }
  if (!checkout) throw new Error('No demo coach has an open slot to check out');
  const cookies = await signInCookies(baseUrl);
  const english: PageTarget[] = [
    { name: 'home', path: '/' },
    { name: 'coaches', path: '/coaches' },
    { name: 'coach profile', path: `/coaches/${checkout.coachId}` },
    {
      name: 'checkout',
      path: `/booking/${checkout.coachId}?start=${encodeURIComponent(checkout.slot)}`,
      cookies,
    },
  ];
  // The same pages in German at their /de addresses (DECISIONS section 16:
  // the budgets hold in every language).
  const germanCookies = await germanClientCookies(baseUrl);
  const german = english.map((target) => ({
    ...target,
    name: `${target.name} (de)`,
    path: target.path === '/' ? '/de' : `/de${target.path}`,
    ...(target.cookies ? { cookies: germanCookies } : {}),
  }));
  return [...english, ...german];
}
