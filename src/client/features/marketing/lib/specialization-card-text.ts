// The directory reads `specialty` as the lower-cased specialization name.
// Names contain "&" and spaces, so the value must be URL-encoded.
export function specialtyHref(name: string): string {
  return `/coaches?specialty=${encodeURIComponent(name.toLowerCase())}`;
}
