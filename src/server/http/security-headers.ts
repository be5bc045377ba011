// Response headers that make the browser refuse what we never intend: scripts
// from elsewhere (no 'unsafe-inline' scripts at all), being framed, MIME
// sniffing, leaking full URLs in the Referer. Stripe's domains are allowed
// only when Stripe is configured; HSTS only in production (behind HTTPS).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

export function contentSecurityPolicy(config: Pick<AppConfig, 'payments'>): string {
  const stripe = config.payments.provider === 'stripe';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // Inline style attributes (bar heights, Radix positioning); never inline scripts.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: and blob: for photo previews before upload; the favicon is a data: SVG.
    'img-src': ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'payments' | 'isProduction'>) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(config.isProduction ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onSend', async (_request, reply) => {
    // A route may be stricter (the calendar feed sends no Referer at all).
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
  });
}
