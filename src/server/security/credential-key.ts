// The cipher for CalDAV credentials from configuration. Outside production a
// missing key means a fixed development key, so `npm start` and the tests need
// no set-up; a production start-up refuses to run without a key (config.ts:
// assertStartUpSecrets), so the development key never seals a real password.
import { createHash } from 'node:crypto';
import type { AppConfig } from '../config.js';
import { createCredentialCipher, type CredentialCipher } from './credential-cipher.js';

const DEVELOPMENT_KEY = createHash('sha256').update('stillpoint development caldav key').digest();

export function credentialCipher(config: Pick<AppConfig, 'caldav' | 'isProduction'>): CredentialCipher {
  const key = config.caldav.key ?? (config.isProduction ? undefined : DEVELOPMENT_KEY);
  if (!key) throw new Error('CALDAV_ENCRYPTION_KEY is not configured');
  return createCredentialCipher(key, config.caldav.previousKeys);
}
