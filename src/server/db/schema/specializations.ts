import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TTranslations } from '../../../shared/schemas/specializations.js';
import { identityId, requiredRef } from './columns.js';
import { coachProfiles } from './coach-profile.js';

export const specializations = pgTable(
  'specializations',
  {
    id: identityId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // The name and description in other languages, by language code; English is name and description (DECISIONS section 16).
    nameTranslations: jsonb('name_translations').$type<TTranslations>().notNull().default({}),
    descriptionTranslations: jsonb('description_translations').$type<TTranslations>().notNull().default({}),
    iconName: text('icon_name').notNull(),
    colorClass: text('color_class').notNull(),
  },
  (t) => [uniqueIndex('specializations_name_lower_key').on(sql`lower(${t.name})`)],
);

export const coachSpecializations = pgTable(
  'coach_specializations',
  {
    id: identityId(),
    coachId: requiredRef('coach_id', () => coachProfiles.id, 'cascade'),
    specializationId: requiredRef('specialization_id', () => specializations.id, 'cascade'),
  },
  (t) => [
    uniqueIndex('coach_specializations_pair_key').on(t.coachId, t.specializationId),
    index('coach_specializations_specialization_idx').on(t.specializationId),
  ],
);
