// The public list of programs and a coach's upcoming ones (docs/product/programs.md).
import { useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/api-routes.generated';
import { apiUrl, callApi } from '@/lib/api-client';
import { coachProgramsKey, programsListKey, type ProgramFilters } from './programs-keys';

// The filters live in the address, so a filtered list can be shared and Back restores it.
export function readProgramFilters(search: string): ProgramFilters {
  const params = new URLSearchParams(search);
  const specializationId = Number(params.get('specializationId'));
  const from = params.get('from') ?? '';
  return {
    ...(Number.isInteger(specializationId) && specializationId > 0 ? { specializationId } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(from) ? { from } : {}),
  };
}

export function programFiltersSearch(filters: ProgramFilters): string {
  const params = new URLSearchParams();
  if (filters.specializationId) params.set('specializationId', String(filters.specializationId));
  if (filters.from) params.set('from', filters.from);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// The list's address: the page reads it under programsListKey, and the server renders the page from the same answer.
export const programsListUrl = (filters: ProgramFilters) =>
  apiUrl(api.listPrograms, {
    query: {
      ...(filters.specializationId ? { specializationId: filters.specializationId } : {}),
      ...(filters.from ? { from: filters.from } : {}),
    },
  });

export function usePrograms(filters: ProgramFilters) {
  return useQuery({
    queryKey: programsListKey(filters),
    queryFn: () =>
      callApi(api.listPrograms, {
        query: {
          ...(filters.specializationId ? { specializationId: filters.specializationId } : {}),
          ...(filters.from ? { from: filters.from } : {}),
        },
      }),
  });
}

// A coach's upcoming programs: the profile's server rendering reads coachProgramsUrl under coachProgramsKey.
export const coachProgramsUrl = (coachId: number) => apiUrl(api.listPrograms, { query: { coachId } });

export function useCoachPrograms(coachId: number) {
  return useQuery({
    queryKey: coachProgramsKey(coachId),
    queryFn: () => callApi(api.listPrograms, { query: { coachId } }),
  });
}
