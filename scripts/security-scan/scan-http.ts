// Plain HTTP calls to the app under scan, the way the browser app makes them:
// JSON bodies, the session cookie, and the same-origin signal that
// state-changing requests need (src/server/http/same-origin.ts).

export type Role = 'visitor' | 'client' | 'coach' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Sessions = Record<Role, string | undefined>;

export const SESSION_COOKIE = 'sid';
export const SAME_ORIGIN_HEADER = ['Sec-Fetch-Site', 'same-origin'] as const;

// The demo accounts of the README (loaded in demo mode).
const DEMO_LOGINS: Record<Exclude<Role, 'visitor'>, { username: string; password: string }> = {
  client: { username: 'maya', password: 'stillpoint-demo' },
  coach: { username: 'elena', password: 'stillpoint-demo' },
  admin: { username: 'admin', password: 'stillpoint-admin' },
};

export type Answer = { status: number; body: unknown; setCookie: string | null };

export async function call(
  baseUrl: string,
  method: HttpMethod,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { [SAME_ORIGIN_HEADER[0]]: SAME_ORIGIN_HEADER[1] };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (e.g. the calendar feed): keep the text.
  }
  return { status: response.status, body, setCookie: response.headers.get('set-cookie') };
}

// Asserts the status and returns the JSON body; the fixtures below depend on it.
export async function expectOk<T>(
  baseUrl: string,
  method: HttpMethod,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<T> {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body as T;
}

export async function signInDemoUsers(baseUrl: string): Promise<Sessions> {
  const sessions: Sessions = { visitor: undefined, client: undefined, coach: undefined, admin: undefined };
  for (const [role, login] of Object.entries(DEMO_LOGINS) as [Exclude<Role, 'visitor'>, (typeof DEMO_LOGINS)['client']][]) {
    const answer = await call(baseUrl, 'POST', '/api/login', { body: login });
    const token = new RegExp(`(?:^|[;,\\s])${SESSION_COOKIE}=([^;]+)`).exec(answer.setCookie ?? '')?.[1];
    if (answer.status !== 200 || !token)
      throw new Error(`Signing in as ${login.username} failed (${answer.status}); is the demo data loaded?`);
    sessions[role] = `${SESSION_COOKIE}=${token}`;
  }
  return sessions;
}

// A payload that signs the user out (or deactivates them) would make the rest
// of that role's scan meaningless, so each target is followed by this check.
export async function isSignedIn(baseUrl: string, cookie: string): Promise<boolean> {
  return (await call(baseUrl, 'GET', '/api/user', { cookie })).status === 200;
}
