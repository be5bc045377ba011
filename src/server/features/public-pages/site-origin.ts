// Absolute addresses for canonical links, previews and the sitemap, from the
// public origin (config.ts: publicOrigin, given the request the page answers).
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
