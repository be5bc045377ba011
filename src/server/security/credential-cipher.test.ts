import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialCipher, parseKey } from './credential-cipher.js';

const key = randomBytes(32);

describe('the credential cipher', () => {
  it('opens what it sealed, and never shows the password in the sealed text', () => {
    const cipher = createCredentialCipher(key);
    const sealed = cipher.seal('my-app-password');
    expect(sealed).not.toContain('my-app-password');
    expect(cipher.open(sealed)).toBe('my-app-password');
    // A fresh nonce each time: the same password never seals to the same text.
    expect(cipher.seal('my-app-password')).not.toBe(sealed);
  });

  it('refuses an altered value and a value sealed under another key', () => {
    const cipher = createCredentialCipher(key);
    const parts = cipher.seal('my-app-password').split(':');
    const body = Buffer.from(parts[4]!, 'base64');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64');
    expect(() => cipher.open(parts.join(':'))).toThrow(/could not be opened/);
    expect(() => cipher.open(createCredentialCipher(randomBytes(32)).seal('x'))).toThrow(/not configured/);
  });

  it('accepts only 32-byte base64 keys', () => {
    expect(parseKey(key.toString('base64'))).toEqual(key);
    expect(() => parseKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
