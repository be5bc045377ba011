// Reads GET /api/live as a browser's EventSource would: over a real socket
// (an injected request cannot stream), one event per blank-line-separated
// block, with the fields the SSE format defines.
import type { FastifyInstance } from 'fastify';

export type LiveFrame = { id?: string; data?: unknown; retry?: number; comment?: true };

export type OpenedStream = {
  status: number;
  frames: LiveFrame[];
  // The next frame (from where the last call stopped) that matches, or an error after timeoutMs.
  next: (match: (frame: LiveFrame) => boolean, timeoutMs?: number) => Promise<LiveFrame>;
  // Resolves when the server ends the stream.
  ended: Promise<void>;
  close: () => void;
};

function parseBlock(block: string): LiveFrame {
  const frame: LiveFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = true;
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
    else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
  }
  return frame;
}

export async function listenOn(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export async function openLive(baseUrl: string, cookie?: string, lastEventId?: string): Promise<OpenedStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (cookie) headers.cookie = cookie;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${baseUrl}/api/live`, { headers, signal: controller.signal });
  // A refused stream's body (one line of JSON) is read to its end and holds no frame.
  const chunks = response.body ? readChunks(response.body) : [];
  return framesOf(response.status, chunks, () => controller.abort());
}

async function* readChunks(body: NonNullable<Response['body']>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
}

// The frames of an event stream's body as they arrive, from any transport
// (fetch here, HTTP/2 through the proxy in the deploy tests).
export function framesOf(status: number, chunks: AsyncIterable<Uint8Array> | Uint8Array[], close: () => void): OpenedStream {
  const frames: LiveFrame[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());

  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of chunks) {
        buffer += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseBlock(buffer.slice(0, split)));
          buffer = buffer.slice(split + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  void ended.then(wake);

  let done = false;
  void ended.then(() => (done = true));

  return {
    status,
    frames,
    ended,
    close,
    next(match, timeoutMs = 3_000) {
      return new Promise<LiveFrame>((resolve, reject) => {
        const look = () => {
          while (cursor < frames.length) {
            const frame = frames[cursor++]!;
            if (match(frame)) {
              cleanup();
              return resolve(frame);
            }
          }
          if (done) {
            cleanup();
            reject(new Error(`stream ended without the frame; got ${JSON.stringify(frames)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
  };
}

// The event of a data frame, by type.
export const isEvent =
  (type: string, extra: (data: Record<string, unknown>) => boolean = () => true) =>
  (frame: LiveFrame) =>
    typeof frame.data === 'object' &&
    frame.data !== null &&
    (frame.data as { type?: string }).type === type &&
    extra(frame.data as Record<string, unknown>);
