// The list itself: complete, lower-case, and free of the passwords this
// project hands out (demo accounts) or registers test users with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from '../../../db/seed/demo-accounts.js';
import { projectRoot } from '../../../paths.js';
import { commonPasswords, isCommonPassword } from './common-passwords.js';

describe('the common-password list', () => {
  it('holds 10,000 distinct lower-case passwords', async () => {
    const list = await commonPasswords();
    expect(list.size).toBe(10_000);
    expect([...list].every((password) => password === password.toLowerCase() && password.trim() === password)).toBe(true);
  });

  it('is read once and cached', async () => {
    expect(await commonPasswords()).toBe(await commonPasswords());
  });

  it('refuses well-known passwords in any case, and accepts uncommon ones', async () => {
    for (const password of ['password123', 'qwerty123', 'iloveyou', 'PassWord1', ' sunshine '])
      expect(await isCommonPassword(password)).toBe(true);
    for (const password of ['calm-waters-42', 'quiet lake at dawn', 'Tr4nqu1l-M0rning'])
      expect(await isCommonPassword(password)).toBe(false);
  });

  it('contains neither the demo passwords nor the passwords the test helpers register with', async () => {
    expect(await isCommonPassword(DEMO_PASSWORD)).toBe(false);
    expect(await isCommonPassword(DEMO_ADMIN_PASSWORD)).toBe(false);
    // The default passwords of signIn's registration (integration) and newUser (end-to-end).
    const helpers = ['src/server/test-support/sign-in.ts', 'e2e/support/users.ts'].map((file) =>
      readFileSync(join(projectRoot, file), 'utf8'),
    );
    const defaults = helpers.flatMap((text) =>
      [...text.matchAll(/password\w*['"]?\s*[:=?]+\s*(?:[\w.]+\s*\?\?\s*)?['"`]([^'"`\n]{6,128})['"`]/gi)].map((match) => match[1] ?? ''),
    );
    expect(defaults).toEqual(['calm-waters-42', 'calm-breath-42']);
    for (const password of defaults) expect(await isCommonPassword(password)).toBe(false);
  });
});
