// The leak rules, as a pure function: given who asked, what the response said
// and the facts the database holds about the values found in it, list every
// value the viewer must not see. Test runs apply it to every response (see
// register-leak-audit.ts); nothing here does I/O, so the rules are unit-tested
// with planted leaks.

export type AuditViewer = { userId: number; role: 'client' | 'coach' | 'admin' } | null;

export type LeakKind =
  | 'password-hash'
  | 'session-token'
  | 'server-secret'
  | 'client-secret'
  | 'calendar-token'
  | 'meeting-link'
  | 'email'
  // The audit itself could not run (say, the database was gone): never a silent pass.
  | 'audit-failed';

export type LeakFinding = {
  kind: LeakKind;
  method: string;
  url: string;
  status: number;
  viewer: string;
  // Why it is a leak, naming owners by user id, never the secret itself.
  detail: string;
};

// Values in a response that might be private; the hook looks these up.
export type Candidates = {
  emails: string[];
  urls: string[];
  // 43-character base64url runs: the shape of session and calendar-feed tokens.
  tokens: string[];
  clientSecrets: string[];
};

export type AuditFacts = {
  // Lower-cased e-mail -> the user it belongs to (only candidates that are users' e-mails).
  emailOwners: ReadonlyMap<string, number>;
  // Lower-cased e-mail -> the coaches (users) entitled to it besides its owner: the coach
  // of a group program the owner holds a seat in (docs/product/programs.md). Optional: absent, nobody.
  emailCoaches?: ReadonlyMap<string, ReadonlySet<number>>;
  // Meeting URL -> the bookings it admits to, with their parties (only candidates that are
  // meeting links). Real links are unique; tests sometimes give several bookings one link.
  // A group program's shared room appears once per seat, as `program N` (bookingId null).
  meetingLinks: ReadonlyMap<string, ReadonlyArray<{ bookingId: number | null; programId?: number; clientId: number; coachUserId: number }>>;
  // Candidates that are session tokens: issued in this run or found in the sessions table.
  sessionTokens: ReadonlySet<string>;
  // Candidate -> the coach whose calendar-feed token it is.
  calendarTokenOwners: ReadonlyMap<string, number>;
  // Client secret -> the viewer it was first handed to (absent: never seen before).
  clientSecretOwners: ReadonlyMap<string, number>;
  // Configured server-side secrets (Stripe key and webhook secret, Zoom, SMTP password).
  serverSecrets: readonly string[];
};

export type AuditInput = { method: string; url: string; status: number; viewer: AuditViewer; text: string };

// Every response of a test run goes through these, so each is linear in the
// text (the look-behind stops retries inside a run) and skipped when a cheap
// includes() shows it cannot match.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// Stops at characters that cannot be in a URL or that delimit it in JSON, HTML and text.
const URL_PATTERN = /https?:\/\/[^\s"'<>\\`]+/g;
const BASE64URL_RUN = /[A-Za-z0-9_-]+/g;
const TOKEN_LENGTH = 43;
// Stripe PaymentIntent/SetupIntent secrets (pi_..._secret_...) and the test-mode subscription's (sub_test_..._secret_...).
const CLIENT_SECRET = /\b[A-Za-z0-9_]+_secret_[A-Za-z0-9]+/g;
const PASSWORD_HASH = /\$(?:argon2(?:id|i|d)|scrypt|2[aby])\$/;
const STRIPE_SERVER_SECRET = /\b(?:(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{4,}|whsec_[A-Za-z0-9+/=_-]{4,})/;

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

// iCalendar folds long lines (CRLF + space); unfold so a folded meeting link is still one URL.
export function unfold(text: string): string {
  return text.replace(/\r?\n[ \t]/g, '');
}

function matches(text: string, pattern: RegExp): string[] {
  return Array.from(text.matchAll(pattern), (m) => m[0]);
}

export function findCandidates(text: string): Candidates {
  return {
    emails: text.includes('@') ? unique(matches(text, EMAIL).map((email) => email.toLowerCase())) : [],
    // Prose puts punctuation after a link ("Join: https://...)."); try the URL with and without it.
    urls: unique(matches(text, URL_PATTERN).flatMap((url) => [url, url.replace(/[.,;:!?)\]]+$/, '')])),
    // Tokens are whole runs: part of a longer random string is not one.
    tokens: unique(matches(text, BASE64URL_RUN).filter((run) => run.length === TOKEN_LENGTH)),
    clientSecrets: text.includes('_secret_') ? unique(matches(text, CLIENT_SECRET)) : [],
  };
}

function describeViewer(viewer: AuditViewer): string {
  return viewer ? `user ${viewer.userId} (${viewer.role})` : 'a signed-out visitor';
}

export function auditResponse(input: AuditInput, facts: AuditFacts, candidates = findCandidates(input.text)): LeakFinding[] {
  const { viewer, text } = input;
  const findings: LeakFinding[] = [];
  const report = (kind: LeakKind, detail: string) =>
    findings.push({ kind, method: input.method, url: input.url, status: input.status, viewer: describeViewer(viewer), detail });
  const isAdmin = viewer?.role === 'admin';

  if (PASSWORD_HASH.test(text)) report('password-hash', 'a password hash is in the response');
  if (STRIPE_SERVER_SECRET.test(text)) report('server-secret', 'a Stripe secret key or webhook secret is in the response');
  for (const secret of facts.serverSecrets) {
    if (secret && text.includes(secret)) report('server-secret', 'a configured server secret is in the response');
  }
  // The session cookie is HttpOnly so that scripts never see it: no body may carry one, not even its owner's.
  for (const token of candidates.tokens) {
    if (facts.sessionTokens.has(token)) report('session-token', 'a session token is in the response');
    const feedOwner = facts.calendarTokenOwners.get(token);
    if (feedOwner !== undefined && feedOwner !== viewer?.userId) report('calendar-token', `the calendar-feed token of user ${feedOwner}`);
  }
  for (const secret of candidates.clientSecrets) {
    const owner = facts.clientSecretOwners.get(secret);
    if (!viewer) report('client-secret', 'a payment client secret sent to a signed-out visitor');
    else if (owner !== undefined && owner !== viewer.userId)
      report('client-secret', `the payment client secret first issued to user ${owner}`);
  }
  for (const url of candidates.urls) {
    const links = facts.meetingLinks.get(url) ?? [];
    if (links.length === 0 || isAdmin) continue;
    if (!links.some((link) => viewer?.userId === link.clientId || viewer?.userId === link.coachUserId)) {
      const names = links.map(
        (link) =>
          `${link.bookingId === null ? `program ${link.programId}` : `booking ${link.bookingId}`} (client ${link.clientId}, coach user ${link.coachUserId})`,
      );
      report('meeting-link', `the meeting link of ${names.join(', ')}`);
    }
  }
  for (const email of candidates.emails) {
    const owner = facts.emailOwners.get(email);
    if (owner === undefined || isAdmin || owner === viewer?.userId) continue;
    if (viewer && facts.emailCoaches?.get(email)?.has(viewer.userId)) continue;
    report('email', `the e-mail address of user ${owner}`);
  }
  return findings;
}
