import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// False while the server renders and while the browser adopts its HTML, true
// after: what depends on the viewer's zone (a meeting's time) waits for it,
// since the server-rendered HTML is shared by every visitor (docs/decisions/0035-server-rendering.md).
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
