// A body over the limit is answered, and the answer reaches the client. Node's
// own fetch (as a browser's fetch) writes the whole body before it reads a
// response: a server that answers at once and closes the connection with the
// body still unread resets it, and the client sees EPIPE or ECONNRESET instead
// of "The request is too large.". The client runs in a process of its own, as
// a real one does: in this process it would share the server's event loop,
// which reads the body as it writes it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

// Posts a JSON body of about `megabytes` to /api/register `times` times, one
// after another, and answers each status and body, or the error's code.
const CLIENT = `
const [url, megabytes, times] = process.argv.slice(1);
const body = JSON.stringify({ username: 'x'.repeat(Number(megabytes) * 1_000_000), password: 'whatever1' });
const answers = [];
for (let attempt = 0; attempt < Number(times); attempt++) {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    answers.push({ status: response.status, body: await response.json() });
  } catch (error) {
    answers.push({ error: error.cause?.code ?? error.message });
  }
}
console.log(JSON.stringify(answers));
`;

async function postFromAnotherProcess(megabytes: number, times: number): Promise<unknown[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, `${base}/api/register`, String(megabytes), String(times)],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as unknown[];
}

const tooLarge = { status: 413, body: { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' } };

describe('a request body over the limit', () => {
  it.each([2, 8, 16])('of %s MB gets its 413 through fetch, every time', async (megabytes) => {
    expect(await postFromAnotherProcess(megabytes, 4)).toEqual(Array(4).fill(tooLarge));
  });

  it('leaves the server answering the next request', async () => {
    const response = await fetch(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(400);
  });
});
