import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutesSource, API_ROUTES_FILE } from './api-routes-source.js';
import { ENDPOINT_GROUPS, ENDPOINT_LIST, ENDPOINTS } from './endpoint-table.js';

describe('the endpoint table', () => {
  it('names every endpoint once', () => {
    const declared = ENDPOINT_GROUPS.reduce((count, group) => count + Object.keys(group.endpoints).length, 0);
    expect(Object.keys(ENDPOINTS)).toHaveLength(declared);
  });

  it('matches the browser’s generated list of routes (run `npm run generate:api` after changing it)', () => {
    expect(readFileSync(API_ROUTES_FILE, 'utf8')).toBe(apiRoutesSource(ENDPOINTS));
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
