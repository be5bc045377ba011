// npm run generate:api: rewrites the browser's list of API routes from the endpoint table.
import { writeFileSync } from 'node:fs';
import { apiRoutesSource, API_ROUTES_FILE } from '../src/shared/api/api-routes-source.js';
import { ENDPOINTS } from '../src/shared/api/endpoint-table.js';

writeFileSync(API_ROUTES_FILE, apiRoutesSource(ENDPOINTS));
console.info(`wrote ${API_ROUTES_FILE} (${Object.keys(ENDPOINTS).length} endpoints)`);
