// Run by `npm run build` (scripts/build-server.mjs), never by the server: makes
// what the first `npm start` would otherwise spend seconds on
// (docs/decisions/0036-start-up.md): the migrated PGlite template folder and
// the demo users' password hashes and avatar pictures.
import { makePgliteTemplate } from '../db/make-pglite-template.js';
import { writeDemoAssets } from '../db/seed/demo-assets.js';
import { prepareDemoUsers } from '../db/seed/demo-users.js';

await makePgliteTemplate();
await writeDemoAssets((assets) => prepareDemoUsers(new Date(), assets));
