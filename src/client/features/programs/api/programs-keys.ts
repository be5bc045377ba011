// The programs' query keys (docs/product/programs.md). Every one starts with
// PROGRAMS_KEY: a seat bought, a waitlist change or a coach's edit refreshes
// the page's seats left, the lists and the client's place at once.
export type ProgramFilters = { specializationId?: number; from?: string };

export const PROGRAMS_KEY = ['programs'] as const;
export const programKey = (id: string) => ['programs', 'one', id] as const;
export const programsListKey = (filters: ProgramFilters) =>
  ['programs', 'list', filters.specializationId ?? null, filters.from ?? null] as const;
export const coachProgramsKey = (coachId: number) => ['programs', 'coach', coachId] as const;
