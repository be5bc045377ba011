// The documented key rotation (docs/configuration.md, "The CalDAV key"): passwords sealed under
// the old key are re-sealed under the new one, and afterwards open without the old key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caldavConnections } from '../db/schema.js';
import { createCredentialCipher } from '../security/credential-cipher.js';
import { insertCoach } from '../test-support/coaches.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { rotateCalDavKey } from './rotate-caldav-key-core.js';

let t: TestApp;
const oldKey = randomBytes(32);
const newKey = randomBytes(32);
let coachId: number;

beforeAll(async () => {
  t = await createTestApp();
  coachId = (await insertCoach(t.db)).id;
  const passwordSecret = createCredentialCipher(oldKey).seal('icloud-app-password');
  await t.db
    .insert(caldavConnections)
    .values({ coachId, serverUrl: 'https://caldav.icloud.com/', username: 'me@icloud.com', passwordSecret });
});
afterAll(async () => t?.close());

const stored = async () => (await t.db.select().from(caldavConnections).where(eq(caldavConnections.coachId, coachId)))[0]!.passwordSecret;

describe('rotating the CalDAV key', () => {
  it('refuses to run when the old key is not configured, changing nothing', async () => {
    const before = await stored();
    await expect(rotateCalDavKey(t.db, createCredentialCipher(newKey))).rejects.toThrow(/not configured/);
    expect(await stored()).toBe(before);
  });

  it('re-seals under the new key; the old key is then no longer needed', async () => {
    expect(await rotateCalDavKey(t.db, createCredentialCipher(newKey, [oldKey]))).toEqual({ resealed: 1, alreadyCurrent: 0 });
    expect(createCredentialCipher(newKey).open(await stored())).toBe('icloud-app-password');
    const current = await stored();
    expect(() => createCredentialCipher(oldKey).open(current)).toThrow(/not configured/);
    expect(await rotateCalDavKey(t.db, createCredentialCipher(newKey, [oldKey]))).toEqual({ resealed: 0, alreadyCurrent: 1 });
  });
});
