// What the server and the client's server-rendering entry (src/client/entry-server.tsx)
// agree on: the server asks for a public page by its address and hands over a
// way to read the public API; the entry answers with the page's HTML, the API
// answers it used (for the browser to start from) and the page's own code
// module (to preload). docs/decisions/0035-server-rendering.md

// The id of the <script type="application/json"> element that carries the
// API answers the server rendered with; its presence tells the browser to
// hydrate the HTML instead of rendering from scratch.
export const SERVER_STATE_ELEMENT_ID = 'server-state';

// An anonymous GET of the public API, as a visitor's browser would make it.
export type ApiAnswer = { status: number; body: unknown };
export type ReadApi = (url: string) => Promise<ApiAnswer>;

export type RenderedPage =
  // pageModule: the page's source module under src/client, as the client
  // build's manifest names it.
  | { status: 200; html: string; state: unknown; pageModule: string }
  // The page's main record does not exist (an unknown coach): the server
  // answers 404 with the app's own "not found" page.
  | { status: 404 };

export type RenderPage = (url: string, readApi: ReadApi) => Promise<RenderedPage>;

// A signed-in page the browser renders alone, as the server draws it from the
// visitor's own answers (docs/decisions/0085-signed-in-page-data.md): the
// answers (state, for the browser to start from, in the same data block as a
// rendered page's) and the page drawn from them (html, shown until the
// browser's own render replaces it; undefined when nobody is signed in).
// undefined: the page is not one the server draws.
export type DrawnPage = { html: string | undefined; state: unknown };
export type DrawSignedInPage = (url: string, readApi: ReadApi) => Promise<DrawnPage | undefined>;

// Pages the browser renders alone (signed-in pages) whose chunk the HTML
// names anyway, so it downloads alongside the app's entry instead of after
// it: the checkout, one of the pages measured by bench:pages.
export const PRELOADED_PAGE_MODULES: readonly { path: RegExp; pageModule: string }[] = [
  { path: /^\/booking\/[^/]+$/, pageModule: 'features/bookings/pages/booking-page.tsx' },
];
