// The image flow of docs/product/profile-photos.md: validate (real type and size),
// compress to at most 1 MB and 1024 px, then read as a data URL for preview
// and upload. The server re-checks everything; this only saves a round trip
// and bandwidth.
import { detectImageType, isAcceptedDeclaredType, MAGIC_BYTES_NEEDED } from './image-type';

export const PHOTO_MESSAGES = {
  invalidType: 'Please upload a JPEG, JPG, or PNG image',
  tooLarge: 'Image must be smaller than 5MB',
  processingFailed: 'There was an error processing your image. Please try a different one.',
} as const;

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

// The messages above are meant for the user; anything else is a bug or a
// browser failure and is shown as PHOTO_MESSAGES.processingFailed.
export class ProfilePhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfilePhotoError';
  }
}

export type PreparedProfilePhoto = { dataUrl: string; optimized: boolean };

export async function validateProfilePhoto(file: File): Promise<void> {
  if (!isAcceptedDeclaredType(file.type)) throw new ProfilePhotoError(PHOTO_MESSAGES.invalidType);
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer());
  if (!detectImageType(head)) throw new ProfilePhotoError(PHOTO_MESSAGES.invalidType);
  if (file.size > MAX_PHOTO_BYTES) throw new ProfilePhotoError(PHOTO_MESSAGES.tooLarge);
}

async function compress(file: File): Promise<File> {
  try {
    // Bundled with the app (its own chunk), never fetched from a CDN; without
    // a web worker the library never loads its script from libURL.
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1024, useWebWorker: false });
  } catch (error) {
    // A failed compression falls back to the original file (docs/product/profile-photos.md#image-flow).
    console.warn('Image compression failed; using the original file', error);
    return file;
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unexpected reader result')));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(blob);
  });
}

// Throws ProfilePhotoError with one of PHOTO_MESSAGES.
export async function prepareProfilePhoto(file: File): Promise<PreparedProfilePhoto> {
  await validateProfilePhoto(file);
  try {
    const compressed = await compress(file);
    const optimized = compressed !== file && compressed.size < file.size;
    const dataUrl = await readAsDataUrl(optimized ? compressed : file);
    return { dataUrl, optimized };
  } catch (error) {
    console.error('Profile photo processing failed', error);
    throw new ProfilePhotoError(PHOTO_MESSAGES.processingFailed);
  }
}

export function profilePhotoErrorMessage(error: unknown): string {
  return error instanceof ProfilePhotoError ? error.message : PHOTO_MESSAGES.processingFailed;
}
