// PostgreSQL text cannot hold the NUL character (U+0000): a query carrying one
// fails with "invalid byte sequence", which surfaced as a 500 (found by the
// hostile-input fuzz, e.g. PATCH /api/user/profile with lastName "\u0000").
// No form of ours can produce it, so it is refused as bad input, for the body,
// the query string and the path alike, before validation and before any
// handler can start writing.
import type { FastifyInstance } from 'fastify';
import { InvalidInputError } from '../errors/domain-errors.js';

export const NUL_MESSAGE = 'Text may not contain the NUL character.';

// Iterative, so a deeply nested body cannot overflow the stack. Returns the
// dotted path of the first string containing NUL (keys count too), or null.
export function findNulCharacter(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || 'body';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return null;
}

export function registerNulCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field !== null) throw new InvalidInputError(NUL_MESSAGE, { [field]: NUL_MESSAGE });
    }
  });
}
