// The build's precomputed demo hashes and pictures give the first start the
// very users it would compute itself, and a stale file only ever misses.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './demo-accounts.js';
import { builtDemoAssets, computedDemoAssets, writeDemoAssets } from './demo-assets.js';
import { prepareDemoUsers, type PreparedUser } from './demo-users.js';

const dir = mkdtempSync(join(tmpdir(), 'stillpoint-demo-assets-'));
const file = join(dir, 'demo-assets.json');
const now = new Date('2026-11-25T09:00:00Z');
let computed: PreparedUser[];

beforeAll(async () => {
  await writeDemoAssets((assets) => prepareDemoUsers(now, assets), file);
  computed = await prepareDemoUsers(now, computedDemoAssets);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pictures = (users: PreparedUser[]) => users.map((user) => user.image?.data.toString('base64') ?? null);

describe('demo assets made by the build', () => {
  it('give the same users and pictures as computing them, with hashes of the demo passwords', async () => {
    const fromBuild = await prepareDemoUsers(now, builtDemoAssets(file));
    expect(pictures(fromBuild)).toEqual(pictures(computed));
    expect(pictures(fromBuild).filter(Boolean).length).toBeGreaterThanOrEqual(10);
    expect(fromBuild.map((user) => ({ ...user.row, passwordHash: undefined, profileImage: undefined }))).toEqual(
      computed.map((user) => ({ ...user.row, passwordHash: undefined, profileImage: undefined })),
    );
    const admin = fromBuild.find((user) => user.row.role === 'admin');
    const client = fromBuild.find((user) => user.row.username === 'maya');
    expect(await argon2.verify(admin?.row.passwordHash ?? '', DEMO_ADMIN_PASSWORD)).toBe(true);
    expect(await argon2.verify(client?.row.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await argon2.verify(client?.row.passwordHash ?? '', DEMO_ADMIN_PASSWORD)).toBe(false);
  });

  it('are not used where they no longer match: another picture or password is computed instead', async () => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { passwordHashes: Record<string, string>; avatars: Record<string, unknown> };
    const wrongPicture = Object.values(stored.avatars)[0];
    // A file from an older build: the pictures filed under other drawings, the hash under another password.
    const stale = join(dir, 'stale.json');
    writeFileSync(
      stale,
      JSON.stringify({
        passwordHashes: { 'an-old-password': stored.passwordHashes[DEMO_PASSWORD] },
        avatars: Object.fromEntries(Object.keys(stored.avatars).map((key, i) => [`old-${i}-${key}`, wrongPicture])),
      }),
    );
    const fromStale = await prepareDemoUsers(now, builtDemoAssets(stale));
    expect(pictures(fromStale)).toEqual(pictures(computed));
    const client = fromStale.find((user) => user.row.username === 'maya');
    expect(await argon2.verify(client?.row.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(builtDemoAssets(join(dir, 'missing.json'))).toBe(computedDemoAssets);
  });
});
