// The cipher for CalDAV credentials from configuration. Outside production a
// missing key means a fixed development key, so `npm start` and the tests need
// no set-up; a production start-up refuses to run without a key (config.ts:
// assertStartUpSecrets), so the development key never seals a real password.
import { createHash } from 'node:crypto';
import { createCredentialCipher, type CredentialCipher } from './credential-cipher.js';

const DEVELOPMENT_KEY = createHash('sha256').update('stillpoint development caldav key').digest();

// What the cipher needs of the configuration, declared here: security is below
// config.ts, which reads its keys with credential-cipher.ts's parseKey.
export type CredentialKeyConfig = {
  caldav: { key: Buffer | undefined; previousKeys: Buffer[] };
  isProduction: boolean;
};

// Made on first use, so an app built without a key (a test of another feature
// in production mode) still starts; only sealing or opening a password needs it.
export function credentialCipher(config: CredentialKeyConfig): CredentialCipher {
  let cipher: CredentialCipher | undefined;
  const made = () => {
    const key = config.caldav.key ?? (config.isProduction ? undefined : DEVELOPMENT_KEY);
    if (!key) throw new Error('CALDAV_ENCRYPTION_KEY is not configured');
    return (cipher ??= createCredentialCipher(key, config.caldav.previousKeys));
  };
  return { seal: (plain) => made().seal(plain), open: (sealed) => made().open(sealed), isStale: (sealed) => made().isStale(sealed) };
}
