import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyPage<P extends object = object> = ComponentType<P> & {
  // Downloads the page's code; once it is in, the page renders without suspending.
  preload: () => Promise<void>;
};

// React.lazy wants a default export; our pages use named exports. A page the
// server rendered is preloaded before the browser hydrates it, and then renders
// at once: a page that suspended during hydration would keep the server's HTML
// only until the first update above it (the signed-in user arriving), and then
// be thrown away and rendered again (docs/decisions/0035-server-rendering.md).
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // One download however many ask; a failed one may be tried again.
  const loadPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  // Chosen once per mount: switching from the lazy wrapper to the loaded page
  // later would be a new component type to React, which remounts it.
  const Page = (props: P) => {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  };
  return Object.assign(Page, {
    preload: async () => {
      await loadPage();
    },
  });
}
