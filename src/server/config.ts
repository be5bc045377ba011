// Configuration comes only from the environment, validated once at start-up so
// that a typo fails loudly with a clear message instead of misbehaving later.
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(14),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(60),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Stillpoint <hello@stillpoint.local>'),
  ZOOM_ACCOUNT_ID: z.string().min(1).optional(),
  ZOOM_CLIENT_ID: z.string().min(1).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(1).optional(),
  ZOOM_API_URL: z.url().default('https://api.zoom.us/v2'),
  ZOOM_OAUTH_URL: z.url().default('https://zoom.us/oauth/token'),
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
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
  meetings:
    | { provider: 'jitsi'; jitsiBaseUrl: string }
    | { provider: 'zoom'; accountId: string; clientId: string; clientSecret: string; apiUrl: string; oauthUrl: string };
};

const DAY_MS = 24 * 60 * 60 * 1000;

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
  if (isProduction && e.DEMO_MODE === true) {
    throw new ConfigError('Invalid configuration:\n  DEMO_MODE: demo data is never loaded in production');
  }
  const zoomKeys = [e.ZOOM_ACCOUNT_ID, e.ZOOM_CLIENT_ID, e.ZOOM_CLIENT_SECRET];
  if (zoomKeys.some(Boolean) && !zoomKeys.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  ZOOM_*: set all of ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET, or none');
  }
  const meetings: AppConfig['meetings'] =
    e.ZOOM_ACCOUNT_ID && e.ZOOM_CLIENT_ID && e.ZOOM_CLIENT_SECRET
      ? { provider: 'zoom', accountId: e.ZOOM_ACCOUNT_ID, clientId: e.ZOOM_CLIENT_ID, clientSecret: e.ZOOM_CLIENT_SECRET, apiUrl: e.ZOOM_API_URL, oauthUrl: e.ZOOM_OAUTH_URL }
      : { provider: 'jitsi', jitsiBaseUrl: e.JITSI_BASE_URL };
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    appName: e.APP_NAME,
    publicUrl: e.PUBLIC_URL,
    database,
    demoMode,
    beta: e.BETA,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: e.SESSION_MAX_DAYS * DAY_MS },
    email: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    meetings,
  };
}
