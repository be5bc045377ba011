// Import zones for src/client (see docs/decisions/0024-boundaries-enforced-by-lint.md
// and docs/decisions/0025-client-boundaries-and-errors.md).
// Each entry is a zone of import-x/no-restricted-paths: one per client
// feature, read from the folder at lint time so a new feature is covered
// without editing this file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = fileURLToPath(new URL('../src/client/features', import.meta.url));

const MESSAGE =
  'A client feature never imports another; move what both use to src/client/lib or src/client/components, or compose them in src/client/app/routes.';

const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export const clientZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: MESSAGE,
}));
