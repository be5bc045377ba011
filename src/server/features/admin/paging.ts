import { totalPages } from '../../../shared/schemas/admin.js';

export type PageRequest = { page: number; pageSize: number };

export function offsetOf({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

export function pageInfo(total: number, { page, pageSize }: PageRequest) {
  return { total, page, pageSize, totalPages: totalPages(total, pageSize) };
}
