// Re-seals every stored CalDAV password under the current key
// (docs/decisions/0057-caldav-sync.md). Run after setting a new
// CALDAV_ENCRYPTION_KEY with the old one in CALDAV_ENCRYPTION_KEYS_PREVIOUS;
// once it reports 0 left, the old key can be dropped from the configuration.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { caldavConnections } from '../db/schema.js';
import type { CredentialCipher } from '../security/credential-cipher.js';

export type RotationResult = { resealed: number; alreadyCurrent: number };

export async function rotateCalDavKey(db: Database, cipher: CredentialCipher): Promise<RotationResult> {
  const rows = await db.select({ coachId: caldavConnections.coachId, secret: caldavConnections.passwordSecret }).from(caldavConnections);
  let resealed = 0;
  for (const row of rows) {
    if (!cipher.isStale(row.secret)) continue;
    // Opened with whichever configured key sealed it; throws (and stops) if none did.
    const sealed = cipher.seal(cipher.open(row.secret));
    await db.update(caldavConnections).set({ passwordSecret: sealed }).where(eq(caldavConnections.coachId, row.coachId));
    resealed += 1;
  }
  return { resealed, alreadyCurrent: rows.length - resealed };
}
