import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths.js';
import { describe, expect, it } from 'vitest';
import { assertStartUpSecrets, ConfigError, loadConfig, publicOrigin } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.demoMode).toBe(true);
    expect(config.beta).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(config.demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('links the scope notice to an international helpline directory unless the operator names a page', () => {
    expect(loadConfig({}).crisisResourcesUrl).toBe('https://findahelpline.com/');
    expect(loadConfig({ CRISIS_RESOURCES_URL: 'https://help.example.org/crisis' }).crisisResourcesUrl).toBe(
      'https://help.example.org/crisis',
    );
    expect(() => loadConfig({ CRISIS_RESOURCES_URL: 'javascript:alert(1)' })).toThrow(/CRISIS_RESOURCES_URL must be an http/);
    expect(() => loadConfig({ CRISIS_RESOURCES_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('listens only on this machine in demo mode unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_MODE: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '192.168.1.20', DEMO_MODE: 'true' }).host).toBe('192.168.1.20');
  });

  it('listens on every interface outside demo mode, and on an explicit HOST in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_MODE: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('never loads demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toThrow(ConfigError);
  });

  it('fails loudly with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL must be a postgres/);
  });
});

describe('TEST_HOOKS', () => {
  it('is refused outside the test environment', () => {
    expect(() => loadConfig({ TEST_HOOKS: 'true' })).toThrow(/TEST_HOOKS: only allowed with NODE_ENV=test/);
    expect(() => loadConfig({ TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ TEST_HOOKS: 'true', NODE_ENV: 'test' }).testHooks).toBe(true);
  });
});

describe('BUSY_CALENDAR_ALLOW_LOOPBACK', () => {
  it('is off by default and refused outside the test environment', () => {
    expect(loadConfig({}).busyCalendars.allowLoopback).toBe(false);
    expect(() => loadConfig({ BUSY_CALENDAR_ALLOW_LOOPBACK: 'true' })).toThrow(
      /BUSY_CALENDAR_ALLOW_LOOPBACK: only allowed with NODE_ENV=test/,
    );
    expect(() => loadConfig({ BUSY_CALENDAR_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(loadConfig({ BUSY_CALENDAR_ALLOW_LOOPBACK: 'true', NODE_ENV: 'test' }).busyCalendars.allowLoopback).toBe(true);
  });
});

describe('METRICS_TOKEN and RUN_JOBS', () => {
  it('turns the metrics on only with a token long enough to be a secret', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).metrics).toEqual({ token: 'x'.repeat(32) });
  });

  it('runs the scheduled jobs unless this process is told to leave them to another', () => {
    expect(loadConfig({}).runJobs).toBe(true);
    expect(loadConfig({ RUN_JOBS: 'false' }).runJobs).toBe(false);
  });
});

describe('the production guide', () => {
  it('names every setting the server reads (docs/operations.md, "Configuration")', () => {
    const source = readFileSync(join(projectRoot, 'src/server/config.ts'), 'utf8');
    const block = source.slice(source.indexOf('const ZEnv = z.object({'), source.indexOf('});', source.indexOf('const ZEnv')));
    const settings = [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    const guide = readFileSync(join(projectRoot, 'docs/operations.md'), 'utf8');
    expect(settings.length).toBeGreaterThan(30);
    expect(settings.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('CALDAV_ENCRYPTION_KEY', () => {
  const key = Buffer.alloc(32, 7).toString('base64');

  it('is required for a production start-up, and must be 32 bytes', () => {
    expect(() => assertStartUpSecrets(loadConfig({ NODE_ENV: 'production' }))).toThrow(/CALDAV_ENCRYPTION_KEY: required in production/);
    expect(() => assertStartUpSecrets(loadConfig({ NODE_ENV: 'production', CALDAV_ENCRYPTION_KEY: key }))).not.toThrow();
    expect(() => assertStartUpSecrets(loadConfig({}))).not.toThrow();
    expect(() => loadConfig({ CALDAV_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/CALDAV_ENCRYPTION_KEY: The key must be 32 bytes/);
    expect(loadConfig({ CALDAV_ENCRYPTION_KEYS_PREVIOUS: `${key},${key}` }).caldav.previousKeys).toHaveLength(2);
  });
});

describe('publicOrigin', () => {
  const request = { protocol: 'https', host: 'coach.example:8443' };

  it('is PUBLIC_URL without its trailing slashes, whatever the request', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://stillpoint.example//' });
    expect(publicOrigin(config)).toBe('https://stillpoint.example');
    expect(publicOrigin(config, request)).toBe('https://stillpoint.example');
  });

  it('without PUBLIC_URL, is the origin of the page asked for, else this machine and its port', () => {
    const config = loadConfig({ PORT: '4123' });
    expect(publicOrigin(config, request)).toBe('https://coach.example:8443');
    expect(publicOrigin(config)).toBe('http://localhost:4123');
  });
});
