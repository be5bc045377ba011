// Spec part 1: '{n} Coaches Available'. "1 Coaches Available" reads as a typo,
// so a single coach gets the singular (docs/decisions.md); every other count
// keeps the spec's wording, including 0.
export function coachCountLabel(count: number): string {
  return count === 1 ? '1 Coach Available' : `${count} Coaches Available`;
}

// The directory reads `specialty` as the lower-cased specialization name.
// Names contain "&" and spaces, so the value must be URL-encoded.
export function specialtyHref(name: string): string {
  return `/coaches?specialty=${encodeURIComponent(name.toLowerCase())}`;
}
