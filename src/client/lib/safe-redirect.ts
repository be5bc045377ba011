// Only same-site paths are followed after sign-in: "//evil.example" and
// "/\evil.example" are protocol-relative to browsers, and absolute URLs leave
// the site. Control characters are refused because browsers strip some of them
// (e.g. "/\t/evil.example" becomes "//evil.example").
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const char of value) {
    if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  }
  return value;
}
