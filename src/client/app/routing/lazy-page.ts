import { lazy, type ComponentType } from 'react';

// React.lazy wants a default export; our pages use named exports.
export function lazyPage<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
