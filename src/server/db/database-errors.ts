// Translating PostgreSQL errors (same codes from PGlite and node-postgres)
// into facts the services can act on.
type PgLikeError = { code?: string; constraint?: string; cause?: unknown };

function pgError(error: unknown): PgLikeError | undefined {
  // Drizzle wraps driver errors in DrizzleQueryError with the original as cause.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function uniqueViolation(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

export function exclusionViolation(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === '23P01' ? (e.constraint ?? '') : undefined;
}

// Sockets that failed; the server shutting down, crashing or still starting
// (57P01-57P03); connection exceptions (08...); too many connections (53300);
// a statement cancelled by statement_timeout (57014). All pass: try again.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    // node-postgres's own words for a pool that cannot connect in time, a socket
    // that closed, and a checked-out client whose connection died under it.
    if (typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated|is not queryable/i.test(message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
