// npm run generate:api: rewrites the browser's lists of API routes from the endpoint table.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoutesFiles, API_ROUTES_DIR } from '../src/shared/api/api-routes-source.js';
import { ENDPOINT_GROUPS, ENDPOINTS } from '../src/shared/api/endpoint-table.js';

const routesDir = join(API_ROUTES_DIR, 'routes');
mkdirSync(routesDir, { recursive: true });
for (const file of readdirSync(routesDir)) if (file.endsWith('.generated.ts')) rmSync(join(routesDir, file));
for (const [file, text] of Object.entries(apiRoutesFiles(ENDPOINT_GROUPS))) writeFileSync(join(API_ROUTES_DIR, file), text);
console.info(`wrote the routes of ${Object.keys(ENDPOINTS).length} endpoints in ${ENDPOINT_GROUPS.length} groups`);
