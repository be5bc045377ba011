// Writes src/shared/api/api-routes.generated.ts from the endpoint table: the
// method and path of each endpoint as data, its declaration as a type only.
// The browser imports that file (as `import * as api`), so a page bundles
// just the few strings of the endpoints it calls and no schema at all
// (docs/decisions/0054-endpoint-table.md). A test keeps the file current;
// `npm run generate:api` rewrites it.
import type { EndpointSpec } from './endpoint.js';

export const API_ROUTES_FILE = 'src/shared/api/api-routes.generated.ts';

export function apiRoutesSource(table: Record<string, Pick<EndpointSpec, 'method' | 'path'>>): string {
  const lines = Object.entries(table)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, { method, path }]) => `export const ${name}: ApiRoute<EndpointTable['${name}']> = { method: '${method}', path: '${path}' };`,
    );
  return [
    '// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.',
    "import type { ApiRoute } from './endpoint.js';",
    "import type { EndpointTable } from './endpoint-table.js';",
    '',
    ...lines,
    '',
  ].join('\n');
}
