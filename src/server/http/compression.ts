// Compresses text answers (JSON, HTML, JS, CSS, SVG) of 1 KiB or more with
// brotli (quality 4, fast) or gzip, whichever the browser accepts. A directory
// page of coaches shrinks from ~9 KB to ~2 KB. Left alone: images (already
// compressed), event streams (must not be buffered) and small answers (the
// headers would cost more than the saving). Request bodies are never
// decompressed: a zipped upload is refused rather than inflated past the body limit.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSIBLE_TYPES =
  /^(?:application\/json|text\/html|text\/css|text\/javascript|application\/javascript|image\/svg\+xml)(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    // Answers up to this size are compressed in one go rather than streamed;
    // only those can be kept by the public read cache. The plugin's default
    // (8 KiB on two cores) left out the server-rendered pages (30-80 KB of
    // HTML), which are compressed once and then served from the cache
    // (docs/decisions/0035-server-rendering.md). Brotli at quality 4 takes
    // about a millisecond for 100 KB.
    syncThreshold: 256 * 1024,
  });
}
