// wouter imports useSyncExternalStore from the use-sync-external-store shim,
// written for React versions before 18. React 19 has it built in, so
// vite.config.ts points the shim here and every page's first download is
// spared the shim's copy (docs/decisions/0078-signed-in-catalogs.md).
export { useSyncExternalStore } from 'react';
