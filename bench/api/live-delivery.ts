// BENCH_ONLY=live, second part: a message's delivery time across two server
// processes on one PostgreSQL database (docs/decisions/0059-live-updates.md).
// A client sends on process A; the coach's stream is held by process B; the
// time counted is from the send's answer (as the sender's page sees it) to the
// event arriving on B's stream, so it includes the fan-out between processes.
import { request, type IncomingMessage } from 'node:http';
import pg from 'pg';
import type { AppServer } from './app-server.js';
import { createUserSession, type BenchClient } from './load-fixtures.js';

export type DeliveryResult = {
  // The client's conversation with the coach (the idle tab bench opens its thread).
  conversationId: number;
  messages: number;
  lost: number;
  p50Ms: number | undefined;
  p99Ms: number | undefined;
  maxMs: number | undefined;
};

const WRITE_HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
// A lost event is counted as lost after this long, not waited for.
const LOST_AFTER_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? undefined : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function post(url: string, path: string, cookie: string, body: unknown) {
  const answer = await fetch(`${url}${path}`, { method: 'POST', headers: { ...WRITE_HEADERS, cookie }, body: JSON.stringify(body) });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { id: number };
}

// The coach's stream on process B: calls onMessage with the arrival time of each `message` event of the conversation.
function holdStream(url: string, cookie: string, conversationId: number, onMessage: (at: number) => void) {
  return new Promise<{ close: () => void }>((resolve, reject) => {
    const req = request(`${url}/api/live`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/live answered ${res.statusCode}`));
      let pending = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        pending += chunk;
        const frames = pending.split('\n\n');
        pending = frames.pop() ?? '';
        for (const frame of frames) {
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as { type: string; conversationId?: number };
          if (event.type === 'message' && event.conversationId === conversationId) onMessage(at);
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureDelivery(
  options: { sender: AppServer; receiver: AppServer; databaseUrl: string; client: BenchClient; coachProfileId: number },
  log: (line: string) => void,
  count = Number(process.env.BENCH_LIVE_MESSAGES ?? 200),
): Promise<DeliveryResult> {
  const { sender, receiver, client } = options;
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  let coachCookie: string;
  try {
    const { rows } = await db.query<{ user_id: number }>('select user_id from coach_profiles where id = $1', [options.coachProfileId]);
    coachCookie = await createUserSession(db, rows[0]!.user_id);
  } finally {
    await db.end();
  }
  const conversation = await post(sender.url, '/api/conversations', client.cookie, { coachId: options.coachProfileId });
  log(`\nLive delivery: ${count} messages sent on process A, the coach's stream held by process B`);

  let arrived: ((at: number) => void) | undefined;
  const stream = await holdStream(receiver.url, coachCookie, conversation.id, (at) => arrived?.(at));
  const times: number[] = [];
  let lost = 0;
  try {
    for (let i = 0; i < count; i += 1) {
      let timer: NodeJS.Timeout | undefined;
      const event = new Promise<number | undefined>((resolve) => {
        arrived = resolve;
        timer = setTimeout(() => resolve(undefined), LOST_AFTER_MS);
      });
      await post(sender.url, `/api/conversations/${conversation.id}/messages`, client.cookie, { body: `Bench message ${i + 1}` });
      const answeredAt = performance.now();
      const at = await event;
      clearTimeout(timer);
      // An event may beat the send's answer to the bench: it was there before the sender's page knew; 0 ms.
      if (at === undefined) lost += 1;
      else times.push(Math.max(0, at - answeredAt));
      await sleep(20);
    }
  } finally {
    stream.close();
  }
  times.sort((a, b) => a - b);
  const result: DeliveryResult = {
    conversationId: conversation.id,
    messages: count,
    lost,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times.at(-1),
  };
  log(
    `  delivered ${times.length}/${count}: p50 ${result.p50Ms?.toFixed(1)} ms, p99 ${result.p99Ms?.toFixed(1)} ms, ` +
      `max ${result.maxMs?.toFixed(1)} ms (target p99 <= 1000 ms)`,
  );
  return result;
}
