// The pages the budgets apply to: the home page, the directory, one coach's
// profile and the checkout. The checkout is only shown to a signed-in client,
// so the demo client signs in through the API and Lighthouse sends her
// session cookie with every request (extraHeaders).
export type PageTarget = { name: string; path: string; headers?: Record<string, string> };

const DEMO_CLIENT = { username: 'maya', password: 'stillpoint-demo' };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function signInCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  if (!response.ok) throw new Error(`Signing in as ${DEMO_CLIENT.username} answered ${response.status}`);
  // "__Host-sid=<token>; Path=/; ..." in production: only the name=value pair goes back.
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find(Boolean);
  if (!cookie) throw new Error('Signing in set no session cookie');
  return cookie;
}

// A client whose account is German (registered with the language cookie),
// so the German checkout stays German: an account's language wins after sign-in.
async function germanClientCookie(baseUrl: string): Promise<string> {
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
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find(Boolean);
  if (!cookie) throw new Error('Registering set no session cookie');
  return cookie;
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
  const cookie = await signInCookie(baseUrl);
  const english: PageTarget[] = [
    { name: 'home', path: '/' },
    { name: 'coaches', path: '/coaches' },
    { name: 'coach profile', path: `/coaches/${checkout.coachId}` },
    {
      name: 'checkout',
      path: `/booking/${checkout.coachId}?start=${encodeURIComponent(checkout.slot)}`,
      headers: { Cookie: cookie },
    },
  ];
  // The same pages in German at their /de addresses (DECISIONS section 16:
  // the budgets hold in every language).
  const germanCookie = await germanClientCookie(baseUrl);
  const german = english.map((target) => ({
    ...target,
    name: `${target.name} (de)`,
    path: target.path === '/' ? '/de' : `/de${target.path}`,
    ...(target.headers ? { headers: { Cookie: germanCookie } } : {}),
  }));
  return [...english, ...german];
}
