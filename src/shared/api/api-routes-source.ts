// Writes the browser's route files from the endpoint table: for each group,
// src/shared/api/routes/<group>.generated.ts with the method and path of each
// of its endpoints as data and its declaration as a type only, and
// src/shared/api/api-routes.generated.ts re-exporting them all. The browser
// imports the latter (as `import * as api`); since each group is a module of
// its own, a page's chunk carries the routes of the groups it calls and the
// first download only those of the layout's few reads, never a schema
// (docs/decisions/0054-endpoint-table.md). A test keeps the files current;
// `npm run generate:api` rewrites them.
import type { EndpointGroup } from './endpoint.js';

export const API_ROUTES_DIR = 'src/shared/api';
const HEADER = '// Generated from src/shared/api/endpoint-table.ts by `npm run generate:api`: do not edit.';

const fileOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// File path (under API_ROUTES_DIR) -> its text.
export function apiRoutesFiles(groups: readonly EndpointGroup[]): Record<string, string> {
  const files: Record<string, string> = {};
  const barrel: string[] = [];
  for (const { tag, endpoints } of [...groups].sort((a, b) => fileOf(a.tag).localeCompare(fileOf(b.tag)))) {
    const lines = Object.entries(endpoints)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([name, { method, path }]) =>
          `export const ${name}: ApiRoute<EndpointTable['${name}']> = { method: '${method}', path: '${path}' };`,
      );
    files[`routes/${fileOf(tag)}.generated.ts`] = [
      HEADER,
      "import type { ApiRoute } from '../endpoint.js';",
      "import type { EndpointTable } from '../endpoint-table.js';",
      '',
      ...lines,
      '',
    ].join('\n');
    barrel.push(`export * from './routes/${fileOf(tag)}.generated.js';`);
  }
  files['api-routes.generated.ts'] = [HEADER, ...barrel, ''].join('\n');
  return files;
}
