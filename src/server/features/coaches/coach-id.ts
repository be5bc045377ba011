import { COACH_MESSAGES } from '../../../shared/schemas/coaches.js';
import { AppError } from '../../http/app-error.js';

const MAX_INT4 = 2_147_483_647;

// /coaches/abc and /coaches/99999999999 name no coach: 404 like an unknown id,
// and never a database "out of range" error.
export function parseCoachId(raw: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_INT4) throw new AppError('NOT_FOUND', COACH_MESSAGES.notFound);
  return id;
}
