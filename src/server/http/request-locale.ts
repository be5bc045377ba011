// The language a request asks for: the visitor's own choice (the language
// cookie) first, then the browser's Accept-Language, then English.
import type { FastifyRequest } from 'fastify';
import { isLocale, LANGUAGE_COOKIE, negotiateLocale, type Locale } from '../../shared/i18n/locales.js';

export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']);
}
