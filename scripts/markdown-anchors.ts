// How GitHub names a markdown heading's anchor, shared by the checks of the
// links in comments (comment-links.test.ts) and in the docs (docs-links.test.ts).

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
export function headingAnchors(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1] ?? '');
  return new Set(
    headings.map((heading) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}
