import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema.js';

export function createImageRepository(db: Database) {
  return {
    async findById(id: string) {
      const [row] = await db
        .select({ id: images.id, contentType: images.contentType, data: images.data })
        .from(images)
        .where(eq(images.id, id))
        .limit(1);
      return row;
    },
  };
}
