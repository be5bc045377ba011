import { totalPages } from '../../../shared/schemas/admin.js';
import type { PageRequest } from '../../db/queries/one-page.js';

export function pageInfo(total: number, { page, pageSize }: PageRequest) {
  return { total, page, pageSize, totalPages: totalPages(total, pageSize) };
}
