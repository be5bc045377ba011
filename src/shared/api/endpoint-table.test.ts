import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutesFiles, API_ROUTES_DIR } from './api-routes-source.js';
import { ENDPOINT_GROUPS, ENDPOINT_LIST, ENDPOINTS } from './endpoint-table.js';

describe('the endpoint table', () => {
  it('names every endpoint once', () => {
    const declared = ENDPOINT_GROUPS.reduce((count, group) => count + Object.keys(group.endpoints).length, 0);
    expect(Object.keys(ENDPOINTS)).toHaveLength(declared);
  });

  it('matches the browser’s generated lists of routes (run `npm run generate:api` after changing it)', () => {
    const wanted = apiRoutesFiles(ENDPOINT_GROUPS);
    const present = readdirSync(join(API_ROUTES_DIR, 'routes')).map((file) => `routes/${file}`);
    expect(present.sort()).toEqual(
      Object.keys(wanted)
        .filter((file) => file.startsWith('routes/'))
        .sort(),
    );
    for (const [file, text] of Object.entries(wanted)) expect(readFileSync(join(API_ROUTES_DIR, file), 'utf8'), file).toBe(text);
  });

  it('declares a schema for every path parameter, and only for those', () => {
    const mismatched = ENDPOINT_LIST.flatMap(({ name, ...endpoint }) => {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = endpoint.params ? Object.keys((endpoint.params as unknown as { shape: object }).shape).sort() : [];
      return JSON.stringify(inPath) === JSON.stringify(declared)
        ? []
        : [`${name}: path ${inPath.join(',')} vs params ${declared.join(',')}`];
    });
    expect(mismatched).toEqual([]);
  });
});
