// Reading the rest of a refused body before answering. A client (Node's and
// the browsers' fetch) writes the whole body before it reads a response; a
// server that answers a too-large body at once and closes the connection with
// bytes still unread makes the kernel reset it, and the client then sees
// EPIPE or ECONNRESET, never the 413 (docs/decisions/0018-hostile-input.md).
// So the rest is read and thrown away, up to a cap in bytes and in time: a
// body past either is cut off as before, rather than read for as long as a
// client cares to send.
import type { IncomingMessage } from 'node:http';

// Four times the largest route limit (8 MB uploads): an ordinary mistake, such
// as a photo too large, is read to its end; a flood is not.
export const DRAIN_CAP_BYTES = 32 * 1024 * 1024;
export const DRAIN_LIMIT_MS = 10_000;

export function drainRequestBody(raw: IncomingMessage, capBytes = DRAIN_CAP_BYTES, limitMs = DRAIN_LIMIT_MS): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  if (Number(raw.headers['content-length']) > capBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(limit);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > capBytes) done();
    };
    const limit = setTimeout(done, limitMs);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}
