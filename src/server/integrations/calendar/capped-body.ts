// A response's body counted as it arrives, for the busy-calendar fetch and the
// CalDAV client's requests (docs/decisions/0046-busy-calendars.md): past
// maxBytes the response is cut off and the answer is tooLarge(), whatever
// length the server declared, or none.
import type { IncomingMessage } from 'node:http';

export function readCappedBody(response: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}
