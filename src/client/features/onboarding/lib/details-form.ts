// Values, defaults and payload of the details form (docs/product/coach-onboarding.md#details-form).
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '@shared/domain/cancellation-policy';
import type { Weekday } from '@shared/domain/local-date';
import { ZCoachDetailsForm, type TCoachDetailsForm } from '@shared/schemas/coach-profile';

// What the inputs hold before validation: the terms box starts unticked,
// calendarType is empty until chosen.
export type DetailsFormValues = {
  hourlyRate: number;
  sessionLength: number;
  specializationIds: number[];
  certifications: string;
  bio: string;
  businessName: string;
  socialLink: string;
  calendarSyncEnabled: boolean;
  calendarType: 'google' | 'ical' | undefined;
  availableDays: Weekday[];
  availableFrom: string;
  availableTo: string;
  acceptedTerms: boolean;
  timeZone: string;
  cancellationPolicy: CancellationPolicy;
};

export const detailsResolver = zodResolver(ZCoachDetailsForm) as unknown as Resolver<DetailsFormValues, unknown, TCoachDetailsForm>;

export function detailsDefaults(saved: TCoachDetailsForm | null, timeZone: string): DetailsFormValues {
  return {
    hourlyRate: saved?.hourlyRate ?? 50,
    sessionLength: saved?.sessionLength ?? 60,
    specializationIds: saved?.specializationIds ?? [],
    certifications: saved?.certifications ?? '',
    bio: saved?.bio ?? '',
    businessName: saved?.businessName ?? '',
    socialLink: saved?.socialLink ?? '',
    calendarSyncEnabled: saved?.calendarSyncEnabled ?? false,
    calendarType: saved?.calendarType ?? 'google',
    availableDays: saved?.availableDays ?? ['monday', 'wednesday', 'friday'],
    availableFrom: saved?.availableFrom ?? '09:00',
    availableTo: saved?.availableTo ?? '17:00',
    // Agreeing is asked again on every visit.
    acceptedTerms: false,
    timeZone: saved?.timeZone ?? timeZone,
    cancellationPolicy: saved?.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
  };
}

// calendarType only means something with sync on (docs/product/coach-onboarding.md#details-form).
export function normalizeDetails(values: TCoachDetailsForm): TCoachDetailsForm {
  const { calendarType, ...rest } = values;
  return rest.calendarSyncEnabled ? { ...rest, calendarType: calendarType ?? 'google' } : rest;
}
