// '{n} Coaches Available' (docs/product/marketing-pages.md#specializations-grid). "1 Coaches Available" reads as a typo,
// so a single coach gets the singular (docs/decisions/0006-landing-and-marketing-pages.md); every other count
// keeps the plural wording, including 0.
export function coachCountLabel(count: number): string {
  return count === 1 ? '1 Coach Available' : `${count} Coaches Available`;
}

// The directory reads `specialty` as the lower-cased specialization name.
// Names contain "&" and spaces, so the value must be URL-encoded.
export function specialtyHref(name: string): string {
  return `/coaches?specialty=${encodeURIComponent(name.toLowerCase())}`;
}
