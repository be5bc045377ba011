// Secrets kept at rest (a coach's CalDAV app password,
// docs/decisions/0057-caldav-sync.md): AES-256-GCM under a 32-byte key from
// configuration. A stored value names its key by a short fingerprint, so after
// a rotation the previous key still opens what it sealed until the rotation
// command (src/server/cli/rotate-caldav-key.ts) has sealed everything again.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class CredentialCipherError extends Error {}

// The key as configured: 32 bytes, base64 (`openssl rand -base64 32`).
export function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new CredentialCipherError('The key must be 32 bytes, base64-encoded (openssl rand -base64 32).');
  return key;
}

// Names a key without revealing it.
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

export type CredentialCipher = {
  seal: (plain: string) => string;
  open: (sealed: string) => string;
  // True when the value is sealed under an older key (the rotation command re-seals it).
  isStale: (sealed: string) => boolean;
};

/** `current` seals; `current` and `previous` open. */
export function createCredentialCipher(current: Buffer, previous: Buffer[] = []): CredentialCipher {
  const keys = new Map([current, ...previous].map((k) => [keyId(k), k]));
  const currentId = keyId(current);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, currentId, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, id, iv, tag, body] = sealed.split(':');
      const key = id ? keys.get(id) : undefined;
      if (version !== VERSION || !key || !iv || !tag || body === undefined)
        throw new CredentialCipherError('A stored credential was sealed with a key that is not configured.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new CredentialCipherError('A stored credential could not be opened (wrong key or altered).');
      }
    },
    isStale: (sealed) => sealed.split(':')[1] !== currentId,
  };
}
