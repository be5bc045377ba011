// The private feed URL is a bearer secret: whoever has it sees the coach's
// schedule, so the token is 256 random bits and can be replaced at any time.
import { randomBytes } from 'node:crypto';
import { publicOrigin, type AppConfig } from '../../config.js';

export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

// Absolute, because calendar apps subscribe from their own servers.
export function feedUrlFromBase(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;
}

export function calendarFeedUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>, token: string): string {
  return feedUrlFromBase(publicOrigin(config), token);
}

// A token as newCalendarToken makes it (43 base64url characters); anything else
// is refused before it reaches the database.
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43,128}$/.test(token);
}
