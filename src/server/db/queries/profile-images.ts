// Profile photos are rows of the images table, referenced by URL from
// users.profile_image. Used wherever a photo is replaced or removed (coach
// profile, profile-image upload).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { images } from '../schema.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})$/i;

// Removes the user's stored photo, if it is one of ours, when it is replaced or removed.
export async function deleteOwnImage(tx: Tx | Database, userId: number, url: string | null) {
  const id = url ? IMAGE_URL.exec(url)?.[1] : undefined;
  if (id) await tx.delete(images).where(and(eq(images.id, id.toLowerCase()), eq(images.ownerId, userId)));
}
