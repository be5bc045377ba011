import { z } from 'zod';

// Row ids are PostgreSQL integers (int4). A larger number names no row, and a
// query with it fails outright ("out of range for type integer"), which was a
// 500 (found by the hostile-input fuzz). Ids in request bodies use this, so
// such a number is refused as invalid input before any query runs.
export const MAX_ROW_ID = 2_147_483_647;
export const ZRowId = z.number().int().positive().max(MAX_ROW_ID);
