import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const inSuspense = (page: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(page)));

describe('lazyPage', () => {
  it('suspends until its code is in, and renders at once after preload (as hydration needs)', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { Hello: () => createElement('h1', null, 'Hello') };
    }, 'Hello');
    expect(inSuspense(Page)).toContain('Loading…');
    await Page.preload();
    const html = inSuspense(Page);
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).not.toContain('Loading…');
    expect(loads).toBe(1);
  });
});
