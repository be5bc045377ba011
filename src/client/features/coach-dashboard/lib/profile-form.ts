// The edit screen's form: values from the loaded profile, "has anything
// changed?" (Save is enabled only then, docs/product/coach-dashboard.md#editing-the-profile) and the request.
import type { z } from 'zod';
import type { CancellationPolicy } from '@shared/domain/cancellation-policy';
import type { CoachingLanguage } from '@shared/domain/coaching-languages';
import { ZEditCoachProfileRequest, type TCoachMe, type TEditCoachProfileRequest } from '@shared/schemas/coach-profile';

// The photo is not a form field: it is uploaded on its own first.
export const ZEditProfileForm = ZEditCoachProfileRequest.omit({ profileImage: true });

export type EditProfileValues = {
  firstName: string;
  lastName: string;
  businessName: string;
  socialLink: string;
  bio: string;
  hourlyRate: number;
  sessionLength: number;
  certifications: string;
  specializationIds: number[];
  coachingLanguages: CoachingLanguage[];
  cancellationPolicy: CancellationPolicy;
};

export type EditProfileInput = z.input<typeof ZEditProfileForm>;
export type EditProfileOutput = z.output<typeof ZEditProfileForm>;

export function formValuesOf(coach: TCoachMe): EditProfileValues {
  return {
    firstName: coach.firstName,
    lastName: coach.lastName,
    businessName: coach.businessName ?? '',
    socialLink: coach.socialLink ?? '',
    bio: coach.bio,
    hourlyRate: coach.hourlyRate,
    // The own-profile read defaults the length to 60 (docs/product/coach-dashboard.md#editing-the-profile).
    sessionLength: coach.sessionLength || 60,
    certifications: coach.certifications ?? '',
    specializationIds: coach.specializations.map((s) => s.id),
    coachingLanguages: coach.coachingLanguages,
    cancellationPolicy: coach.cancellationPolicy,
  };
}

function normalized(values: Partial<EditProfileValues>) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    businessName: text(values.businessName),
    socialLink: text(values.socialLink),
    bio: text(values.bio),
    hourlyRate: Number(values.hourlyRate),
    sessionLength: Number(values.sessionLength),
    certifications: text(values.certifications),
    specializationIds: [...new Set(values.specializationIds ?? [])].sort((a, b) => a - b).join(','),
    coachingLanguages: [...new Set(values.coachingLanguages ?? [])].sort().join(','),
    cancellationPolicy: values.cancellationPolicy ?? '',
  };
}

// Whitespace around a text and the order of ticked boxes are not changes.
export function profileChanged(loaded: EditProfileValues, current: Partial<EditProfileValues>, photoChanged: boolean): boolean {
  if (photoChanged) return true;
  const a = normalized(loaded);
  const b = normalized(current);
  return (Object.keys(a) as (keyof typeof a)[]).some((key) => !Object.is(a[key], b[key]));
}

export function updateRequestOf(values: EditProfileOutput, profileImage: string | null): TEditCoachProfileRequest {
  const optional = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    businessName: optional(values.businessName),
    socialLink: optional(values.socialLink),
    bio: values.bio.trim(),
    hourlyRate: values.hourlyRate,
    sessionLength: values.sessionLength,
    certifications: optional(values.certifications),
    specializationIds: values.specializationIds,
    ...(values.coachingLanguages && { coachingLanguages: values.coachingLanguages }),
    ...(values.cancellationPolicy && { cancellationPolicy: values.cancellationPolicy }),
    profileImage,
  };
}

export function isDataUrl(value: string | null): value is string {
  return value !== null && value.startsWith('data:');
}
