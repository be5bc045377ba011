// The specializations list as the landing grid and the directory filter read it.
import { z } from 'zod';

export const ZSpecialization = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  iconName: z.string(),
  colorClass: z.string(),
  // Listable coaches only: a card must never promise a coach who cannot be booked.
  coachCount: z.number().int(),
});
export type TSpecialization = z.infer<typeof ZSpecialization>;

export const ZSpecializationList = z.array(ZSpecialization);
export type TSpecializationList = z.infer<typeof ZSpecializationList>;
