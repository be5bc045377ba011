// Turns an uploaded data URL into a safe stored image: the real type comes from
// the bytes (never from the data URL's claim), the size is capped, and sharp
// re-encodes it, which drops every piece of metadata (EXIF GPS included).
import { COACH_PROFILE_MESSAGES, IMAGE_MAX_BYTES } from '../../../shared/schemas/coach-profile.js';
import { InvalidInputError, TooLargeError } from '../../errors/domain-errors.js';
import type { NewImage } from './repository.js';

export const MAX_SIDE = 1024;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Decompression bombs: a small file claiming a huge canvas is refused before
// decoding. 100 MP still takes any phone camera's photo.
const MAX_INPUT_PIXELS = 100_000_000;

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/i;

function decodedLength(base64: string): number {
  const clean = base64.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

export async function processProfileImage(imageData: string): Promise<NewImage> {
  const header = DATA_URL.exec(imageData);
  if (!header) throw new InvalidInputError(COACH_PROFILE_MESSAGES.imageType);
  const base64 = imageData.slice(header[0].length);
  // Checked on the encoded length first, so an oversized upload is never decoded.
  if (decodedLength(base64) > IMAGE_MAX_BYTES) throw new TooLargeError(COACH_PROFILE_MESSAGES.imageSize);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw new TooLargeError(COACH_PROFILE_MESSAGES.imageSize);

  const contentType = sniffImageType(bytes);
  if (!contentType) throw new InvalidInputError(COACH_PROFILE_MESSAGES.imageType);

  // Loaded on the first upload rather than at server start-up (bench/startup).
  const { default: sharp } = await import('sharp');
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped
    // (sharp writes no metadata unless asked to with withMetadata/keepExif).
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = contentType === 'image/jpeg' ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType, data, width: info.width, height: info.height };
  } catch {
    throw new InvalidInputError(COACH_PROFILE_MESSAGES.imageProcessing);
  }
}
