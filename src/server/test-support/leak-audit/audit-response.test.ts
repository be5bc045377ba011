// The leak rules with planted leaks: each kind must be caught, and what a
// viewer may legitimately see (their own e-mail, their own booking's link,
// their own checkout secret) must pass.
import { describe, expect, it } from 'vitest';
import { auditResponse, findCandidates, unfold, type AuditFacts, type AuditViewer } from './audit-response.js';

const MAYA = { userId: 1, role: 'client' } as const;
const ELENA = { userId: 2, role: 'coach' } as const;
const LIAM = { userId: 3, role: 'client' } as const;
const ADMIN = { userId: 9, role: 'admin' } as const;

const MAYA_LINK = 'https://meet.jit.si/stillpoint-3f9a1c0b7e2d4a6f8b1c2d3e';
const SHARED_LINK = 'https://meet.jit.si/stillpoint-shared-by-two-test-bookings';
const SESSION_TOKEN = 'q3Vx0bP8m2LJz6-Tn4_WcYk1sHfA9dGe7uRiOpQlZxM';
const FEED_TOKEN = 'Fz8_k2LmP0qRsT4uVwXyZa1bC3dE5fG7hI9jK-LmNoP';
const SECRET = 'pi_test_5d1c3b2a_secret_9f8e7d6c5b4a';

const facts: AuditFacts = {
  emailOwners: new Map([
    ['maya@example.com', MAYA.userId],
    ['elena@example.com', ELENA.userId],
  ]),
  meetingLinks: new Map([
    [MAYA_LINK, [{ bookingId: 40, clientId: MAYA.userId, coachUserId: ELENA.userId }]],
    [
      SHARED_LINK,
      [
        { bookingId: 41, clientId: MAYA.userId, coachUserId: ELENA.userId },
        { bookingId: 42, clientId: LIAM.userId, coachUserId: ELENA.userId },
      ],
    ],
  ]),
  sessionTokens: new Set([SESSION_TOKEN]),
  calendarTokenOwners: new Map([[FEED_TOKEN, ELENA.userId]]),
  clientSecretOwners: new Map([[SECRET, MAYA.userId]]),
  serverSecrets: ['sk_test_configuredKey123'],
};

function audit(viewer: AuditViewer, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return auditResponse({ method: 'GET', url: '/api/x', status: 200, viewer, text }, facts).map((f) => f.kind);
}

describe('auditResponse flags planted leaks', () => {
  it('flags a password hash, whoever asks', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    expect(audit(ADMIN, { id: 1, passwordHash: hash })).toEqual(['password-hash']);
  });

  it('flags a session token in a body, even its owner’s', () => {
    expect(audit(MAYA, { token: SESSION_TOKEN })).toEqual(['session-token']);
  });

  it('flags another user’s e-mail, and not the viewer’s own', () => {
    expect(audit(LIAM, { clientEmail: 'maya@example.com' })).toEqual(['email']);
    expect(audit(ELENA, 'Booked by <MAYA@example.com>')).toEqual(['email']);
    expect(audit(null, { email: 'elena@example.com' })).toEqual(['email']);
    expect(audit(MAYA, { email: 'maya@example.com' })).toEqual([]);
  });

  it('ignores addresses that are nobody’s account (the sender address)', () => {
    expect(audit(MAYA, { from: 'hello@stillpoint.local' })).toEqual([]);
  });

  it('flags a meeting link shown to someone outside the booking', () => {
    expect(audit(LIAM, { meetingUrl: MAYA_LINK })).toEqual(['meeting-link']);
    expect(audit(null, `Join: ${MAYA_LINK}.`)).toEqual(['meeting-link']);
  });

  it('lets both parties of the booking see its link', () => {
    expect(audit(MAYA, { meetingUrl: MAYA_LINK })).toEqual([]);
    expect(audit(ELENA, `Join: ${MAYA_LINK}.`)).toEqual([]);
  });

  it('lets a party of any booking that shares a link see it', () => {
    expect(audit(LIAM, { meetingUrl: SHARED_LINK })).toEqual([]);
    expect(audit({ userId: 5, role: 'coach' }, { meetingUrl: SHARED_LINK })).toEqual(['meeting-link']);
  });

  it('flags Stripe secret keys and webhook secrets, configured or not', () => {
    expect(audit(ADMIN, { key: 'sk_test_51Habc123' })).toEqual(['server-secret']);
    expect(audit(MAYA, 'rk_live_abcdef')).toEqual(['server-secret']);
    expect(audit(MAYA, 'signing: whsec_abc123def')).toEqual(['server-secret']);
    expect(audit(MAYA, 'key=sk_test_configuredKey123')).toContain('server-secret');
  });

  it('flags a payment client secret shown to anyone but the payer it was issued to', () => {
    expect(audit(MAYA, { clientSecret: SECRET })).toEqual([]);
    expect(audit(LIAM, { clientSecret: SECRET })).toEqual(['client-secret']);
    expect(audit(null, { clientSecret: 'pi_new_secret_abc123' })).toEqual(['client-secret']);
  });

  it('flags a coach’s calendar-feed token shown to anyone else', () => {
    const feed = { calendarFeedUrl: `http://localhost:3000/api/calendar/${FEED_TOKEN}.ics` };
    expect(audit(ELENA, feed)).toEqual([]);
    expect(audit(ADMIN, feed)).toEqual(['calendar-token']);
  });

  it('lets admins see every e-mail and meeting link, but never secrets', () => {
    expect(audit(ADMIN, { users: ['maya@example.com', 'elena@example.com'], meetingUrl: MAYA_LINK })).toEqual([]);
    expect(audit(ADMIN, { clientSecret: SECRET })).toEqual(['client-secret']);
  });

  it('names the viewer and the owner, never the secret', () => {
    const [finding] = auditResponse({ method: 'GET', url: '/api/x', status: 200, viewer: LIAM, text: SESSION_TOKEN }, facts);
    expect(finding).toEqual({
      kind: 'session-token',
      method: 'GET',
      url: '/api/x',
      status: 200,
      viewer: 'user 3 (client)',
      detail: 'a session token is in the response',
    });
  });
});

describe('findCandidates', () => {
  it('finds e-mails (lower-cased), links, token-shaped strings and client secrets', () => {
    const found = findCandidates(`{"a":"Maya@Example.com","u":"${MAYA_LINK}","t":"${SESSION_TOKEN}","s":"${SECRET}"}`);
    expect(found).toEqual({ emails: ['maya@example.com'], urls: [MAYA_LINK], tokens: [SESSION_TOKEN], clientSecrets: [SECRET] });
  });

  it('does not take part of a longer random string for a token', () => {
    expect(findCandidates(`${SESSION_TOKEN}x`).tokens).toEqual([]);
  });

  it('reads a meeting link folded across iCalendar lines', () => {
    const folded = `URL:${MAYA_LINK.slice(0, 30)}\r\n ${MAYA_LINK.slice(30)}\r\nEND:VEVENT`;
    expect(findCandidates(unfold(folded)).urls).toContain(MAYA_LINK);
  });
});
