// `npm run rotate-caldav-key`: re-seals every stored CalDAV app password
// under CALDAV_ENCRYPTION_KEY, opening them with it or with a key in
// CALDAV_ENCRYPTION_KEYS_PREVIOUS. Same configuration as the server
// (DATABASE_URL, DATA_DIR); with the embedded database, stop the server first.
// Prints counts only, never a password. Exit code 0 on success, 1 otherwise.
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { credentialCipher } from '../security/credential-key.js';
import { rotateCalDavKey } from './rotate-caldav-key-core.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.caldav.key)
    throw new ConfigError('Set CALDAV_ENCRYPTION_KEY to the new key (and the old one in CALDAV_ENCRYPTION_KEYS_PREVIOUS).');
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await rotateCalDavKey(database.db, credentialCipher(config));
    console.info(`Re-sealed ${result.resealed} CalDAV password(s); ${result.alreadyCurrent} already used the current key.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
