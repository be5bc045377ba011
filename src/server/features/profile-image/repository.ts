// The user's profile photo: the stored image row and users.profile_image.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { images, users } from '../../db/schema.js';
import { deleteOwnImage } from '../../db/queries/profile-images.js';

export type NewImage = { contentType: string; data: Buffer; width: number; height: number };

export const imageUrl = (id: string) => `/api/images/${id}`;

export function createProfileImageRepository(db: Database) {
  async function currentImage(tx: Database | Parameters<Parameters<Database['transaction']>[0]>[0], userId: number) {
    // FOR UPDATE: two uploads at once must not both keep their own "previous" image.
    const [row] = await tx.select({ profileImage: users.profileImage }).from(users).where(eq(users.id, userId)).for('update');
    return row?.profileImage ?? null;
  }

  return {
    // Stores the new image, points the user at it and deletes the old one, atomically.
    async replace(userId: number, image: NewImage): Promise<string> {
      return db.transaction(async (tx) => {
        const previous = await currentImage(tx, userId);
        const [row] = await tx
          .insert(images)
          .values({ ownerId: userId, ...image })
          .returning({ id: images.id });
        if (!row) throw new Error('image insert returned nothing');
        const url = imageUrl(row.id);
        await tx
          .update(users)
          .set({ profileImage: url, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await deleteOwnImage(tx, userId, previous);
        return url;
      });
    },

    async remove(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const previous = await currentImage(tx, userId);
        await tx
          .update(users)
          .set({ profileImage: null, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await deleteOwnImage(tx, userId, previous);
      });
    },
  };
}
