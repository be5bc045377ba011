// Requests through nginx as a browser sends them: HTTPS to localhost trusting
// the test's own certificate, the page's Origin on writes, compressed answers
// unpacked. `from` picks the client's own loopback address (127.0.0.2, ...),
// so the proxy's address (127.0.0.1) and the client's can be told apart.
import { Agent, request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Nginx } from './nginx.js';

export type TlsAnswer = {
  status: number | 'timeout' | 'network-error';
  headers: IncomingHttpHeaders;
  // Parsed JSON when it is JSON, else the text.
  body: unknown;
  text: string;
  startedAt: number;
  ms: number;
};

export type TlsRequest = {
  cookie?: string;
  json?: unknown;
  headers?: Record<string, string>;
  from?: string;
  limitMs?: number;
  // Set on the one resend after a kept-alive connection was closed under the request.
  retried?: boolean;
};

const agents = new Map<string, Agent>();
function agentFor(proxy: Pick<Nginx, 'ca'>, from: string): Agent {
  const key = `${from}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ keepAlive: true, ca: proxy.ca, maxSockets: 64, localAddress: from });
    agents.set(key, agent);
  }
  return agent;
}

export function closeTlsAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

function unpack(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

export function tlsRequest(proxy: Pick<Nginx, 'url' | 'ca'>, method: string, path: string, options: TlsRequest = {}): Promise<TlsAnswer> {
  const url = new URL(path, proxy.url);
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...options.headers };
  if (options.cookie) headers['cookie'] = options.cookie;
  if (method !== 'GET') headers['origin'] = proxy.url;
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const startedAt = Date.now();
  const done = (answer: Omit<TlsAnswer, 'startedAt' | 'ms'>): TlsAnswer => ({ ...answer, startedAt, ms: Date.now() - startedAt });
  return new Promise((resolve) => {
    const req = httpsRequest(
      {
        // nginx listens on 127.0.0.1; the certificate is for localhost.
        host: '127.0.0.1',
        servername: 'localhost',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: { host: url.host, ...headers },
        agent: agentFor(proxy, options.from ?? '127.0.0.1'),
        timeout: options.limitMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => resolve(done({ status: 'network-error', headers: {}, body: String(error), text: '' })));
        res.on('end', () => {
          const text = unpack(Buffer.concat(chunks), res.headers['content-encoding']);
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON
          }
          resolve(done({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, text }));
        });
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve(done({ status: 'timeout', headers: {}, body: null, text: '' }));
    });
    req.on('error', (error) => {
      // A kept-alive connection the proxy closed just as this request went out
      // (nginx's old workers close theirs after a reload): nothing was read,
      // so the request is sent again on a new connection, as browsers do.
      if (req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && !options.retried) {
        resolve(tlsRequest(proxy, method, path, { ...options, retried: true }));
        return;
      }
      resolve(done({ status: 'network-error', headers: {}, body: String(error), text: '' }));
    });
    req.end(body);
  });
}
