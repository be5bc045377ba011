// Configuration comes only from the environment, validated once at start-up so
// that a typo fails loudly with a clear message instead of misbehaving later.
import { z } from 'zod';
import { DEFAULT_CRISIS_RESOURCES_URL } from '../shared/domain/scope-notice.js';
import { DAY_MS } from '../shared/domain/time-units.js';
import { parseKey } from './security/credential-cipher.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  APP_NAME: z.string().min(1).default('Stillpoint'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_MODE: booleanFromEnv.optional(),
  BETA: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Stillpoint <hello@stillpoint.local>'),
  ZOOM_ACCOUNT_ID: z.string().min(1).optional(),
  ZOOM_CLIENT_ID: z.string().min(1).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(1).optional(),
  ZOOM_API_URL: z.url().default('https://api.zoom.us/v2'),
  ZOOM_OAUTH_URL: z.url().default('https://zoom.us/oauth/token'),
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
  // Where the "not therapy" notice sends someone in crisis (docs/product/scope-notice.md).
  CRISIS_RESOURCES_URL: z
    .url({ protocol: /^https?$/, message: 'CRISIS_RESOURCES_URL must be an http:// or https:// URL' })
    .default(DEFAULT_CRISIS_RESOURCES_URL),
  // End-to-end tests only: lets a test run the scheduled jobs "as of" a later time.
  TEST_HOOKS: booleanFromEnv.default(false),
  // End-to-end tests only (needs TEST_HOOKS): audit every response for leaks, reporting into this folder.
  LEAK_AUDIT_DIR: z.string().min(1).optional(),
  // Tests only (NODE_ENV=test): busy calendars may be fetched from loopback
  // addresses, where the tests' fixture servers listen. Never on otherwise.
  BUSY_CALENDAR_ALLOW_LOOPBACK: booleanFromEnv.default(false),
  // CalDAV app passwords are sealed under this key (AES-256-GCM, 32 bytes base64;
  // docs/decisions/0057-caldav-sync.md). Required in production; older keys
  // still open what they sealed until `npm run rotate-caldav-key` re-seals it.
  CALDAV_ENCRYPTION_KEY: z.string().min(1).optional(),
  CALDAV_ENCRYPTION_KEYS_PREVIOUS: z.string().min(1).optional(),
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // Abuse limits (src/server/http/rate-limit): counters in Redis when set, else in the database.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('stillpoint:'),
  // Multiplies every allowance: tests and the end-to-end run relax the limits without turning them off.
  RATE_LIMIT_SCALE: z.coerce.number().positive().finite().default(1),
  // How many reverse proxies stand in front of the app (their X-Forwarded-For
  // entries are believed, nothing further left). Trusting every hop would let a
  // client pick its own address and slip past the per-address limits.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  // GET /metrics (Prometheus) answers only a scraper that sends this as its
  // bearer token; without it the metrics are off and /metrics is a 404.
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  // Whether this process runs the scheduled jobs (docs/operations.md: the app
  // processes behind the proxy may leave them to one job-runner process).
  RUN_JOBS: booleanFromEnv.default(true),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a secret key starting with sk_test_ or sk_live_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, message: 'STRIPE_API_BASE must be an http:// or https:// URL' }).optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appName: string;
  publicUrl: string | undefined;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  demoMode: boolean;
  beta: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  session: { idleMs: number; maxMs: number };
  email: { smtpUrl: string | undefined; from: string };
  testHooks: boolean;
  // Where the end-to-end leak audit writes (src/server/test-support/leak-audit); only with testHooks.
  leakAuditDir: string | undefined;
  // Busy calendars (docs/decisions/0046-busy-calendars.md): loopback addresses only in tests.
  busyCalendars: { allowLoopback: boolean };
  // CalDAV credentials' keys; key unset outside production means the development key (credential-key.ts).
  caldav: { key: Buffer | undefined; previousKeys: Buffer[] };
  // How often the scheduled jobs (reminders, completions, refunds, e-mail) run.
  jobsIntervalMs: number;
  meetings:
    | { provider: 'jitsi'; jitsiBaseUrl: string }
    | { provider: 'zoom'; accountId: string; clientId: string; clientSecret: string; apiUrl: string; oauthUrl: string };
  payments: PaymentsConfig;
  crisisResourcesUrl: string;
  rateLimit: { scale: number; redis: { url: string; keyPrefix: string } | undefined };
  // Fastify's trustProxy as a hop count: 0 = the socket's address is the client.
  trustProxyHops: number;
  // Prometheus metrics (src/server/features/metrics): on when a scrape token is set.
  metrics: { token: string } | undefined;
  runJobs: boolean;
};

export type StripeApiBase = { host: string; port: number; protocol: 'http' | 'https' };

export type PaymentsConfig =
  { provider: 'test' } | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: StripeApiBase };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const database = e.DATABASE_URL
    ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: e.DATA_DIR === ':memory:' ? null : e.DATA_DIR } as const);
  // Demo data is for trying the product out: on by default with the embedded
  // database, never in production.
  const demoMode = isProduction ? false : (e.DEMO_MODE ?? database.kind === 'pglite');
  // Demo mode's admin password is printed in the README, so unless HOST says
  // otherwise it answers only this machine, not everyone on the same network.
  // Elsewhere every interface, as a server behind a proxy or in a container needs.
  const host = e.HOST ?? (demoMode ? '127.0.0.1' : '0.0.0.0');
  if (e.TEST_HOOKS && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  TEST_HOOKS: only allowed with NODE_ENV=test');
  }
  if (e.BUSY_CALENDAR_ALLOW_LOOPBACK && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  BUSY_CALENDAR_ALLOW_LOOPBACK: only allowed with NODE_ENV=test');
  }
  if (e.LEAK_AUDIT_DIR && !e.TEST_HOOKS) {
    throw new ConfigError('Invalid configuration:\n  LEAK_AUDIT_DIR: only allowed with TEST_HOOKS=true');
  }
  if (isProduction && e.DEMO_MODE === true) {
    throw new ConfigError('Invalid configuration:\n  DEMO_MODE: demo data is never loaded in production');
  }
  const zoomKeys = [e.ZOOM_ACCOUNT_ID, e.ZOOM_CLIENT_ID, e.ZOOM_CLIENT_SECRET];
  if (zoomKeys.some(Boolean) && !zoomKeys.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  ZOOM_*: set all of ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET, or none');
  }
  const meetings: AppConfig['meetings'] =
    e.ZOOM_ACCOUNT_ID && e.ZOOM_CLIENT_ID && e.ZOOM_CLIENT_SECRET
      ? {
          provider: 'zoom',
          accountId: e.ZOOM_ACCOUNT_ID,
          clientId: e.ZOOM_CLIENT_ID,
          clientSecret: e.ZOOM_CLIENT_SECRET,
          apiUrl: e.ZOOM_API_URL,
          oauthUrl: e.ZOOM_OAUTH_URL,
        }
      : { provider: 'jitsi', jitsiBaseUrl: e.JITSI_BASE_URL };
  const payments = stripeConfig(e);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host,
    appName: e.APP_NAME,
    publicUrl: e.PUBLIC_URL,
    database,
    demoMode,
    beta: e.BETA,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: e.SESSION_MAX_DAYS * DAY_MS },
    email: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    testHooks: e.TEST_HOOKS,
    leakAuditDir: e.LEAK_AUDIT_DIR,
    busyCalendars: { allowLoopback: e.BUSY_CALENDAR_ALLOW_LOOPBACK },
    caldav: caldavKeys(e),
    meetings,
    jobsIntervalMs: e.JOBS_INTERVAL_SECONDS * 1000,
    payments,
    crisisResourcesUrl: e.CRISIS_RESOURCES_URL,
    rateLimit: { scale: e.RATE_LIMIT_SCALE, redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined },
    // Production usually runs behind one proxy (TLS terminates there); elsewhere, none.
    trustProxyHops: e.TRUST_PROXY_HOPS ?? (isProduction ? 1 : 0),
    metrics: e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : undefined,
    runJobs: e.RUN_JOBS,
  };
}

function caldavKeys(e: z.infer<typeof ZEnv>): AppConfig['caldav'] {
  const parse = (name: string, value: string) => {
    try {
      return parseKey(value);
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  ${name}: ${(error as Error).message}`);
    }
  };
  return {
    key: e.CALDAV_ENCRYPTION_KEY ? parse('CALDAV_ENCRYPTION_KEY', e.CALDAV_ENCRYPTION_KEY) : undefined,
    previousKeys: (e.CALDAV_ENCRYPTION_KEYS_PREVIOUS ?? '')
      .split(',')
      .filter((k) => k.trim())
      .map((k) => parse('CALDAV_ENCRYPTION_KEYS_PREVIOUS', k)),
  };
}

// The app's public origin, without a trailing slash: PUBLIC_URL when set
// (production, behind a proxy). Else a page answering a request links to the
// origin that request came to; everything sent away from a request (e-mails,
// calendar feeds, payment return links) uses this machine's port, never the
// Host header, which the sender controls.
export function publicOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>, request?: { protocol: string; host: string }): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return request ? `${request.protocol}://${request.host}` : `http://localhost:${config.port}`;
}

/** What only a real server's start-up insists on (tests build production apps without it). */
export function assertStartUpSecrets(config: AppConfig): void {
  if (config.isProduction && !config.caldav.key) {
    throw new ConfigError(
      'Invalid configuration:\n  CALDAV_ENCRYPTION_KEY: required in production (32 bytes, base64: openssl rand -base64 32)',
    );
  }
}

// Stripe is on when STRIPE_SECRET_KEY is set; then the publishable key (for
// Stripe Elements) and the webhook secret are required, and both keys must be
// from the same mode, so a half-configured Stripe fails at start-up.
function stripeConfig(e: z.infer<typeof ZEnv>): PaymentsConfig {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (!e.STRIPE_SECRET_KEY) {
    const stray = (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const).filter((key) => e[key]);
    if (stray.length > 0) throw fail(`STRIPE_SECRET_KEY: required when ${stray.join(', ')} is set (without it payments run in test mode)`);
    return { provider: 'test' };
  }
  const missing = (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((key) => !e[key]);
  if (missing.length > 0 || !e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw fail(`STRIPE_*: ${missing.join(' and ')} must be set when STRIPE_SECRET_KEY is set`);
  }
  const secretMode = /^(sk|rk)_live_/.test(e.STRIPE_SECRET_KEY) ? 'live' : 'test';
  if (!e.STRIPE_PUBLISHABLE_KEY.startsWith(`pk_${secretMode}_`)) {
    throw fail(`STRIPE_PUBLISHABLE_KEY: must be a pk_${secretMode}_ key to match the ${secretMode} STRIPE_SECRET_KEY`);
  }
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    // Only for pointing the official client at a local fake of Stripe in tests.
    ...(base && { apiBase: { host: base.hostname, port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443, protocol } }),
  };
}
