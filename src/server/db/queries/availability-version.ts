// A coach's availability version (migration 0019; docs/decisions/0047-availability-index.md).
// Read in the same statement as the schedule, so the two always belong together.
// Requires coach_profiles left-joined with coach_availability_versions through
// availabilityVersionJoin(); no row yet is version 0.
import { eq, sql } from 'drizzle-orm';
import { coachAvailabilityVersions, coachProfiles } from '../schema.js';

export const availabilityVersionColumn = {
  version: sql<number>`coalesce(${coachAvailabilityVersions.version}, 0)::float8`,
};

export const availabilityVersionJoin = () => eq(coachAvailabilityVersions.coachId, coachProfiles.id);
