// docs/product/coach-dashboard.md#profile-card: the dashboard bio is cut at about 250 characters, at a
// word boundary, and only when it is longer than that.
export const BIO_PREVIEW_LENGTH = 250;

export type BioPreview = { text: string; truncated: boolean };

export function truncateBio(bio: string, limit: number = BIO_PREVIEW_LENGTH): BioPreview {
  const trimmed = bio.trim();
  if (trimmed.length <= limit) return { text: trimmed, truncated: false };
  // When the character right after the limit is a space the cut already falls between words.
  const head = trimmed.slice(0, limit);
  const lastSpace = head.search(/\s\S*$/);
  // A single word longer than the limit has no boundary: cut it hard.
  const cut = /\s/.test(trimmed.charAt(limit)) || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return { text: `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`, truncated: true };
}
