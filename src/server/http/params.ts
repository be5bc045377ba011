// Row ids in paths. /coaches/abc and /coaches/99999999999 name nothing, so
// they are answered 404 like an unknown id, never with a database "out of
// range" error (ids are PostgreSQL integers, at most MAX_ROW_ID).
import { z } from 'zod';
import { MAX_ROW_ID } from '../../shared/schemas/ids.js';
import { NotFoundError } from '../errors/domain-errors.js';

const ROW_ID_TEXT = /^[1-9][0-9]{0,9}$/;

// A path's :id as text: parseRowId decides, so a bad id is a 404, not a 400.
export const ZIdParams = z.object({ id: z.string() });

export function parseRowId(raw: string, notFoundMessage: string): number {
  const id = ROW_ID_TEXT.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ROW_ID) throw new NotFoundError(notFoundMessage);
  return id;
}
