import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { usePageMeta } from '@/lib/use-page-meta';
import { usePrograms, type ProgramFilters } from '@/lib/programs/programs-api';
import { ProgramCard } from '@/components/programs/program-card';

// The filters live in the address, so a filtered list can be shared and Back restores it.
function readFilters(search: string): ProgramFilters {
  const params = new URLSearchParams(search);
  const specializationId = Number(params.get('specializationId'));
  const from = params.get('from') ?? '';
  return {
    ...(Number.isInteger(specializationId) && specializationId > 0 ? { specializationId } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(from) ? { from } : {}),
  };
}

function filtersSearch(filters: ProgramFilters): string {
  const params = new URLSearchParams();
  if (filters.specializationId) params.set('specializationId', String(filters.specializationId));
  if (filters.from) params.set('from', filters.from);
  const text = params.toString();
  return text ? `?${text}` : '';
}

// "Workshops & Courses" (docs/product/programs.md): published programs still
// to start, soonest first, by specialization and from a date, with seats left.
export function ProgramsPage() {
  const id = useId();
  const [, navigate] = useLocation();
  const filters = readFilters(useSearch());
  const programs = usePrograms(filters);
  const specializations = useSpecializations();
  usePageMeta('Workshops & Courses', 'Group workshops and multi-week mindfulness courses with Stillpoint coaches.');
  const change = (patch: Partial<ProgramFilters>) => navigate(`/programs${filtersSearch({ ...filters, ...patch })}`, { replace: true });

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">Workshops &amp; Courses</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Practise in a small group: single workshops and weekly courses led by our coaches, online in one shared room.
      </p>
      <form className="mt-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl" aria-label="Filter programs" onSubmit={(e) => e.preventDefault()}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-spec`}>Specialization</Label>
          <NativeSelect
            id={`${id}-spec`}
            value={filters.specializationId ? String(filters.specializationId) : ''}
            onChange={(e) => change({ specializationId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">All specializations</option>
            {specializations.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>Starting on or after</Label>
          <Input id={`${id}-from`} type="date" value={filters.from ?? ''} onChange={(e) => change({ from: e.target.value || undefined })} />
        </div>
      </form>
      <div className="mt-8">
        {programs.isPending ? (
          <PageSpinner />
        ) : programs.isError ? (
          <p role="alert" className="py-16 text-center text-destructive">
            {errorText(programs.error)}
          </p>
        ) : programs.data.length === 0 ? (
          <p className="py-16 text-center text-muted-foreground">No workshops or courses match these filters yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Programs">
            {programs.data.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
