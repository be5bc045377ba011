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
  return [
    { name: 'home', path: '/' },
    { name: 'coaches', path: '/coaches' },
    { name: 'coach profile', path: `/coaches/${checkout.coachId}` },
    {
      name: 'checkout',
      path: `/booking/${checkout.coachId}?start=${encodeURIComponent(checkout.slot)}`,
      headers: { Cookie: cookie },
    },
  ];
}
