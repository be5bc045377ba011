import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageSpinner } from '@/components/ui/spinner';
import { programsEn } from '@/i18n/catalogs/programs.en';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { usePageMeta } from '@/lib/use-page-meta';
import { readProgramFilters, programFiltersSearch, usePrograms } from '../api/list-programs';
import type { ProgramFilters } from '../api/programs-keys';
import { ProgramCard } from '../components/program-card';

// "Workshops & Courses" (docs/product/programs.md): published programs still
// to start, soonest first, by specialization and from a date, with seats left.
// Server-rendered with the list its filters ask for (server-rendered-routes.ts).
export function ProgramsPage() {
  const id = useId();
  const t = useT(programsEn);
  const [, navigate] = useLocation();
  const filters = readProgramFilters(useSearch());
  const programs = usePrograms(filters);
  const specializations = useSpecializations();
  usePageMeta(t('programs.title'), t('programs.metaDescription'));
  const change = (patch: Partial<ProgramFilters>) =>
    navigate(`/programs${programFiltersSearch({ ...filters, ...patch })}`, { replace: true });

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('programs.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('programs.intro')}</p>
      <form
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl"
        aria-label={t('programs.filterLabel')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-spec`}>{t('programs.specialization')}</Label>
          <NativeSelect
            id={`${id}-spec`}
            value={filters.specializationId ? String(filters.specializationId) : ''}
            onChange={(e) => change({ specializationId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('programs.allSpecializations')}</option>
            {specializations.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t('programs.startingFrom')}</Label>
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
          <p className="py-16 text-center text-muted-foreground">{t('programs.noneMatch')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('programs.listLabel')}>
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
