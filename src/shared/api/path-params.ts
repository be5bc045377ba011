// Path parameters as text: the server decides what names a row
// (src/server/http/params.ts: a bad id is a 404, not a 400).
import { z } from 'zod';

export const ZIdParams = z.object({ id: z.string() });
export const ZBookingIdParams = z.object({ bookingId: z.string() });
