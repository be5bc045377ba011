// Writes the browser's route files from the endpoint table: for each
// endpoint, src/shared/api/routes/<name>.generated.ts with its method and path
// as data and its declaration as a type only, and
// src/shared/api/api-routes.generated.ts re-exporting them all. The browser
// imports the latter (as `import * as api`); since each route is a module of
// its own, a page's chunk carries just the routes it calls, the first
// download just the layout's two, and never a schema
// (docs/decisions/0054-endpoint-table.md). A test keeps the files current;
// `npm run generate:api` rewrites them.
import type { EndpointGroup } from './endpoint.js';

export const API_ROUTES_DIR = 'src/shared/api';
const HEADER = '// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.';

// File path (under API_ROUTES_DIR) -> its text.
export function apiRoutesFiles(groups: readonly EndpointGroup[]): Record<string, string> {
  const files: Record<string, string> = {};
  const barrel: string[] = [];
  const names = groups.flatMap(({ endpoints }) => Object.entries(endpoints)).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, { method, path }] of names) {
    files[`routes/${name}.generated.ts`] = [
      HEADER,
      "import type { ApiRoute } from '../endpoint.js';",
      "import type { EndpointTable } from '../endpoint-table.js';",
      '',
      `export const ${name}: ApiRoute<EndpointTable['${name}']> = { method: '${method}', path: '${path}' };`,
      '',
    ].join('\n');
    barrel.push(`export { ${name} } from './routes/${name}.generated.js';`);
  }
  files['api-routes.generated.ts'] = [HEADER, ...barrel, ''].join('\n');
  return files;
}
