// One measurement: autocannon at a fixed number of connections against a
// target, with a short warm-up run first (JIT, connection pools, caches).
import http from 'node:http';
import autocannon from 'autocannon';

export type LoadRequest = {
  method: 'GET' | 'POST';
  // Returns the next request: path, extra headers and body (fresh slot, other coach, ...).
  next: () => { path: string; headers?: Record<string, string>; body?: string };
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
};

export async function runLoad(
  baseUrl: string,
  request: LoadRequest,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        method: request.method,
        setupRequest: (req) => {
          const next = request.next();
          return { ...req, method: request.method, path: next.path, headers: { ...req.headers, ...next.headers }, body: next.body };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

export type RawResponse = { status: number; headers: Record<string, string | string[]>; body: Buffer };

// One request without any decoding (unlike fetch, which would unzip), so the
// bare server can answer exactly the bytes the real server sent.
export function rawRequest(
  baseUrl: string,
  method: string,
  next: ReturnType<LoadRequest['next']>,
  headers: Record<string, string>,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(next.path, baseUrl), { method, headers: { ...headers, ...next.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const copied: Record<string, string | string[]> = {};
        // Node's http adds these itself on the bare server.
        const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && !own.has(name)) copied[name] = value;
        resolve({ status: res.statusCode ?? 0, headers: copied, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    if (next.body) req.write(next.body);
    req.end();
  });
}
