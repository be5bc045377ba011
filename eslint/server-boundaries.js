// Import zones for src/server (see docs/decisions/0024-boundaries-enforced-by-lint.md).
// Each entry is a zone of import-x/no-restricted-paths.
export const serverZones = [];
