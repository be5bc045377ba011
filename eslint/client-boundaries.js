// Import zones for src/client (see docs/decisions/0024-boundaries-enforced-by-lint.md,
// docs/decisions/0025-client-boundaries-and-errors.md and
// docs/decisions/0089-client-features-own-their-interface.md).
// Each entry is a zone of import-x/no-restricted-paths: one per client
// feature, read from the folder at lint time so a new feature is covered
// without editing this file. A feature imports its own files freely and
// another feature only through that feature's index.ts, its one public file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = fileURLToPath(new URL('../src/client/features', import.meta.url));

const MESSAGE =
  "A client feature imports another only through that feature's index.ts (import from '@/features/<name>'); add the piece to its index.ts if others need it, or compose the two in src/client/app/routes.";

const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export const clientZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: MESSAGE,
}));
