// The page for an address nothing answers; it comes with the signed-in route
// table, so its texts sit in the signed-in chunk
// (docs/decisions/0078-signed-in-catalogs.md). English is the source.
export const notFoundEn = {
  'not-found.title': 'Page not found',
  'not-found.eyebrow': 'Lost the path?',
  'not-found.heading': '404 Page Not Found',
  'not-found.text': "The page you were looking for doesn't exist or may have moved. Take a breath and head back to familiar ground.",
  'not-found.home': 'Back to home',
} as const;
