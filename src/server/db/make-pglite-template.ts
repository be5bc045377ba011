// Makes the PGlite template folder (pglite-template.ts): PGlite's own initdb,
// then the same migrations every database gets. Used by the build and its test.
import { openDatabase } from './client.js';
import { pgliteTemplateDir, writePgliteTemplate } from './pglite-template.js';

export function makePgliteTemplate(templateDir: string = pgliteTemplateDir): Promise<void> {
  return writePgliteTemplate(async (dataDir) => {
    const database = await openDatabase({ kind: 'pglite', dataDir }, { fromTemplate: false });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  }, templateDir);
}
