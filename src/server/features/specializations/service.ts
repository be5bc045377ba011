// The specializations as everyone reads them, with how many listable coaches
// offer each. The admin feature reads them through here too.
import type { TSpecialization } from '../../../shared/schemas/specializations.js';
import type { ListingRule } from '../../db/queries/listable-coach.js';
import type { Database } from '../../db/client.js';
import { createSpecializationsRepository } from './repository.js';

export function createSpecializationsService({ db, listing }: { db: Database; listing: ListingRule }) {
  const repo = createSpecializationsRepository(db, listing);

  return {
    // A specialization without translations answers without the fields, the fewest bytes for the landing page.
    listWithCoachCounts: async (): Promise<TSpecialization[]> =>
      (await repo.listWithCoachCounts()).map(({ nameTranslations, descriptionTranslations, ...rest }) => ({
        ...rest,
        ...(Object.keys(nameTranslations).length > 0 && { nameTranslations }),
        ...(Object.keys(descriptionTranslations).length > 0 && { descriptionTranslations }),
      })),
  };
}
