// The specializations list as the landing grid and the directory filter read it.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';

// A text kept in the database, per language other than English (DECISIONS
// section 16): the English text is the row's own column and stands in for a
// language missing here.
export const ZTranslations = z.partialRecord(z.enum(LOCALES), z.string());
export type TTranslations = z.infer<typeof ZTranslations>;

export const ZSpecialization = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  // Left out while a specialization has no translation (English for every language).
  nameTranslations: ZTranslations.optional(),
  descriptionTranslations: ZTranslations.optional(),
  iconName: z.string(),
  colorClass: z.string(),
  // Listable coaches only: a card must never promise a coach who cannot be booked.
  coachCount: z.number().int(),
});
export type TSpecialization = z.infer<typeof ZSpecialization>;

export const ZSpecializationList = z.array(ZSpecialization);
export type TSpecializationList = z.infer<typeof ZSpecializationList>;
