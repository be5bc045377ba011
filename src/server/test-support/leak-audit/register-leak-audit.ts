// Test runs only: checks every response the app sends for private data the
// viewer must not see (rules in audit-response.ts). Registered by the test
// harness (createTestApp and friends) and, for end-to-end runs, by the
// end-to-end server's own entry (audited-server.ts) when TEST_HOOKS and
// LEAK_AUDIT_DIR are set; the production entry never loads it.
import { Readable, Transform } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { sessionCookieName } from '../../http/session.js';
import { auditResponse, findCandidates, unfold, type AuditViewer, type LeakFinding } from './audit-response.js';
import { createGroundTruth } from './ground-truth.js';
import type { LeakAuditSink } from './sinks.js';

export type LeakAuditOptions = {
  sink: LeakAuditSink;
  // The database the audit reads from, when it must differ from the app's
  // (query-counting tests give the app a logged connection).
  db?: Database;
};

const TEXT_TYPES = /json|text\/|calendar|xml|javascript/;

function textOf(payload: unknown, contentType: unknown, contentEncoding: unknown): string | undefined {
  if (typeof contentType === 'string' && !TEXT_TYPES.test(contentType)) return undefined;
  // Compression runs after this hook, except for answers the public read cache
  // (src/server/http/read-cache) sends already compressed: those are decoded here.
  if (contentEncoding !== undefined) {
    if (Buffer.isBuffer(payload) && contentEncoding === 'br') return brotliDecompressSync(payload).toString('utf8');
    if (Buffer.isBuffer(payload) && contentEncoding === 'gzip') return gunzipSync(payload).toString('utf8');
    throw new Error(`response already ${String(contentEncoding)}-encoded before the leak audit`);
  }
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  // Streams are static files of the built client (or images): no user data.
  return undefined;
}

function setCookies(reply: FastifyReply): string[] {
  const header = reply.getHeader('set-cookie');
  if (header === undefined) return [];
  return Array.isArray(header) ? header.map(String) : [String(header)];
}

// The session token this response hands out, if any (an empty value clears the cookie).
function issuedSessionToken(reply: FastifyReply, cookieName: string): string | undefined {
  for (const cookie of setCookies(reply)) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() !== cookieName) continue;
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    if (value) return value;
  }
  return undefined;
}

// Every header but Set-Cookie (whose session cookie is the one place a token belongs).
function headerText(reply: FastifyReply): string {
  return Object.entries(reply.getHeaders())
    .filter(([name]) => name.toLowerCase() !== 'set-cookie')
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n');
}

function configuredSecrets(config: AppConfig): string[] {
  const secrets: string[] = [];
  if (config.payments.provider === 'stripe') secrets.push(config.payments.secretKey, config.payments.webhookSecret);
  if (config.meetings.provider === 'zoom') secrets.push(config.meetings.clientSecret);
  const smtpPassword = config.email.smtpUrl ? decodeURIComponent(new URL(config.email.smtpUrl).password) : '';
  if (smtpPassword) secrets.push(smtpPassword);
  return secrets;
}

export function registerLeakAudit(app: FastifyInstance, config: AppConfig, db: Database, { sink, db: auditDb }: LeakAuditOptions) {
  const truth = createGroundTruth(auditDb ?? db);
  const cookieName = sessionCookieName(config);
  const serverSecrets = configuredSecrets(config);
  // Learnt as the run goes: every session token handed out (so a logged-out
  // token still counts) and who first received each payment client secret.
  const issuedTokens = new Set<string>();
  const clientSecretOwners = new Map<string, number>();

  async function viewerOf(request: FastifyRequest, newToken: string | undefined): Promise<AuditViewer> {
    // A login or registration answers the user it has just signed in.
    if (newToken) return truth.viewerOfSessionToken(newToken);
    // The calendar feed is answered from its token alone, whoever's cookie came
    // along: the reader is the coach the token belongs to.
    const feed = /^\/api\/calendar\/([A-Za-z0-9_-]+)\.ics(?:\?|$)/.exec(request.url);
    if (feed?.[1]) return truth.viewerOfCalendarToken(feed[1]);
    if (request.user) return { userId: request.user.id, role: request.user.role };
    // A page (never resolved to a user, only the API is) may be drawn from the
    // API as its session's owner reads it (docs/decisions/0085-signed-in-page-data.md):
    // its reader is whoever the session cookie names.
    const pageSession = request.url.startsWith('/api/') ? undefined : request.cookies[cookieName];
    if (pageSession) return truth.viewerOfSessionToken(pageSession);
    return null;
  }

  // Undefined when the response is not text (images, streamed static files): nothing to audit.
  async function audit(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<LeakFinding[] | undefined> {
    const body = textOf(payload, reply.getHeader('content-type'), reply.getHeader('content-encoding'));
    if (body === undefined) return undefined;
    const newToken = issuedSessionToken(reply, cookieName);
    if (newToken) issuedTokens.add(newToken);
    const viewer = await viewerOf(request, newToken);
    const text = unfold(`${headerText(reply)}\n\n${body}`);
    const candidates = findCandidates(text);
    const facts = await truth.factsAbout(candidates, issuedTokens);
    const input = { method: request.method, url: request.url, status: reply.statusCode, viewer, text };
    const findings = auditResponse(input, { ...facts, clientSecretOwners, serverSecrets }, candidates);
    for (const secret of candidates.clientSecrets) {
      if (viewer && !clientSecretOwners.has(secret)) clientSecretOwners.set(secret, viewer.userId);
    }
    return findings;
  }

  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown): LeakFinding[] => [
    // An audit that cannot run must not pass silently.
    {
      kind: 'audit-failed',
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      viewer: 'unknown',
      detail: String(error),
    },
  ];

  // The live stream (docs/decisions/0059-live-updates.md): each piece is audited as it leaves, as an answer of its own.
  function auditedStream(request: FastifyRequest, reply: FastifyReply, payload: Readable): Readable {
    const tap = new Transform({
      transform(chunk: Buffer | string, _encoding, done) {
        audit(request, reply, String(chunk))
          .catch((error: unknown) => failed(request, reply, error))
          .then((findings) => {
            if (findings) sink.record(findings);
            done(null, chunk);
          }, done);
      },
    });
    payload.on('error', (error) => tap.destroy(error));
    tap.on('close', () => payload.destroy());
    return payload.pipe(tap);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (payload instanceof Readable && String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
      return auditedStream(request, reply, payload);
    }
    const findings = await audit(request, reply, payload).catch((error: unknown) => failed(request, reply, error));
    if (findings) sink.record(findings);
    return payload;
  });
}
