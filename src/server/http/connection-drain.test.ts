// The race of a rolling restart, made deterministic: a connection the process
// has accepted, whose request arrives only after the shutdown began, is
// answered in full; a connection that never says anything does not hold the
// shutdown up.
import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackUnreadConnections, type ConnectionDrain } from './connection-drain.js';

let app: FastifyInstance;
let drain: ConnectionDrain;
let port: number;
let closing: Promise<void> | undefined;
const closeApp = () => (closing ??= app.close());

async function start() {
  app = Fastify({ return503OnClosing: false });
  closing = undefined;
  app.post('/bookings', async (request) => ({ booked: (request.body as { slot: string }).slot }));
  drain = trackUnreadConnections(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}

afterEach(async () => {
  await closeApp();
});

async function notListening() {
  while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

// A connection the server has accepted (its 'connection' event ran), nothing sent yet.
async function acceptedConnection(): Promise<Socket> {
  const accepted = new Promise((resolve) => app.server.once('connection', resolve));
  const socket = connect({ port, host: '127.0.0.1' });
  // Errors are part of what post() reports.
  socket.on('error', () => {});
  await accepted;
  return socket;
}

// Sends a POST as nginx does (one request, then the connection closes) and
// resolves with everything the server wrote back, or the socket's error.
function post(socket: Socket): Promise<string> {
  const body = JSON.stringify({ slot: '09:00' });
  if (socket.destroyed) return Promise.resolve('closed before the request was sent');
  return new Promise((resolve) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => resolve(`error: ${error.message}`));
    socket.write(
      `POST /bookings HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
  });
}

const refused = () =>
  new Promise<string>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => (socket.destroy(), resolve('connected')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('stopping a server', () => {
  it('answers a request that arrives on an accepted connection after the shutdown began, and takes no new connection', async () => {
    await start();
    const socket = await acceptedConnection();
    const stopped = drain.stopAccepting();
    await notListening();
    expect(await refused()).toBe('ECONNREFUSED');

    const answer = post(socket);
    await stopped;
    const closed = closeApp();
    const text = await answer;
    await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text).toContain('{"booked":"09:00"}');
  });

  // A connection the kernel has completed but the process has not accepted yet
  // (its event loop was busy): the state nginx's connection is in when a busy
  // process is told to stop.
  async function queuedConnection(): Promise<Socket> {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => {});
    // The connect itself starts on the next tick; then the event loop is kept busy.
    await new Promise((resolve) => process.nextTick(resolve));
    const until = Date.now() + 100;
    while (Date.now() < until) {
      // busy: no accept can run
    }
    return socket;
  }

  it("answers a connection that was still in the kernel's queue when the shutdown began", async () => {
    await start();
    const socket = await queuedConnection();
    const stopped = drain.stopAccepting();
    const text = await post(socket);
    await stopped;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('is what closing the listening socket at once gets wrong: the queued connection is reset unanswered', async () => {
    await start();
    const socket = await queuedConnection();
    app.server.close();
    const text = await post(socket);
    expect(text).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('does not wait longer than its limit for a connection that never sends a request, and then disconnects it', async () => {
    await start();
    const silent = await acceptedConnection();
    const silentClosed = new Promise((resolve) => silent.once('close', () => resolve('closed')));
    const startedAt = Date.now();
    await drain.stopAccepting(300);
    const waited = Date.now() - startedAt;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2_000);
    // Disconnected rather than left for Node's headers timeout (a minute).
    expect(await silentClosed).toBe('closed');
  });
});
