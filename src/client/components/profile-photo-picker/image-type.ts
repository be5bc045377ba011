// The real type of an image file, read from its first bytes: a name or a
// browser-declared MIME type is only a claim (a text file renamed photo.png
// must be refused). Pure, so it is unit-tested without a browser.
export type ProfileImageType = 'image/jpeg' | 'image/png';

const JPEG_MAGIC = [0xff, 0xd8, 0xff] as const;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

// How many leading bytes detectImageType needs.
export const MAGIC_BYTES_NEEDED = PNG_MAGIC.length;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

export function detectImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  return null;
}

// The browser's claim, where it makes one, must also be JPEG or PNG
// ('image/jpg' is a common non-standard spelling). An empty type (some systems
// do not guess) leaves the decision to the bytes.
const ACCEPTED_DECLARED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png']);

export function isAcceptedDeclaredType(type: string): boolean {
  return type === '' || ACCEPTED_DECLARED_TYPES.has(type.toLowerCase());
}
