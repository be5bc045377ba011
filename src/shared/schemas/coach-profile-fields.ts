// A coach's profile as its owner and the admins see it: the account's name,
// e-mail and photo and everything the coach wrote about the practice. The
// coach's own page (ZCoachMe) and the admins' review (ZVettingCoach) extend it.
import { z } from 'zod';

export const ZCoachProfileFields = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  businessName: z.string().nullable(),
  bio: z.string(),
  hourlyRate: z.number(),
  sessionLength: z.number().int(),
  socialLink: z.string().nullable(),
  certifications: z.string().nullable(),
  timeZone: z.string(),
  planType: z.enum(['free', 'pro']),
});
