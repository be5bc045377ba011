// The page template lives in src/server/html/page-template.ts, below both the
// HTTP layer (which loads the built index.html) and this feature. This module
// only keeps routes.ts's import path until routes.ts imports it from there.
export { preloadLinks, type PageBody, type PageTemplate } from '../../html/page-template.js';
