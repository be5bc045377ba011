import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { COACHES_PAGE } from '@shared/domain/public-page-texts';
import { usePublicPageMeta } from '@/lib/use-page-meta';
import { useCoaches } from '../api/get-coaches';
import { useNextAvailable } from '../api/get-next-available';
import { CoachCard } from '../components/coach-card';
import { DirectoryFilterBar } from '../components/directory-filter-bar';
import { DirectoryPagination } from '../components/directory-pagination';
import { visitorTimeZone } from '../lib/booking-window';
import { filtersToSearch, parseFilters, type DirectoryFilters } from '../lib/directory-filters';
import { nextAvailableIn } from '../lib/next-available';
import { errorText } from '@/lib/error-text';
import { directoryEn } from '@/i18n/catalogs/directory.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

function directoryHref(filters: DirectoryFilters) {
  const search = filtersToSearch(filters);
  return search ? `/coaches?${search}` : '/coaches';
}

// A card's "Next available" line asks for the page's answer itself (one
// request for the page, however many lines): when it arrives, only the lines
// render again, not the page with every card.
function NextAvailableLine({ coachId, pageIds, timeZone }: { coachId: number; pageIds: readonly number[]; timeZone: string }) {
  const t = useT(directoryEn);
  const locale = useLocale();
  const slot = useNextAvailable(pageIds).data?.nextAvailable[String(coachId)];
  return slot === undefined ? null : nextAvailableIn(locale, t, slot, new Date(), timeZone);
}

export function CoachesPage() {
  usePublicPageMeta(COACHES_PAGE);
  const t = useT(directoryEn);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const [timeZone] = useState(visitorTimeZone);
  const coaches = useCoaches(filters, timeZone);

  const updateFilters = useCallback(
    (patch: Partial<DirectoryFilters>, options?: { replace?: boolean }) => {
      navigate(directoryHref({ ...parseFilters(window.location.search), ...patch }), { replace: options?.replace ?? false });
    },
    [navigate],
  );

  const data = coaches.data;
  const total = data?.total ?? 0;
  const pageIds = useMemo(() => data?.coaches.map((coach) => coach.id) ?? [], [data]);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('directory.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('directory.intro')}</p>

      <div className="mt-8 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <DirectoryFilterBar filters={filters} onChange={updateFilters} />
      </div>

      <div className="mt-8" aria-busy={coaches.isFetching} data-testid="coach-results">
        {coaches.isPending ? (
          // A viewport tall, like the list it stands in for, so the footer stays out of
          // view; its own key, so the result count below is new rather than moved (CLS).
          <p key="loading" role="status" className="min-h-[calc(100dvh-4rem)] py-16 text-center text-muted-foreground">
            {t('directory.loading')}
          </p>
        ) : coaches.isError ? (
          <p role="alert" className="py-16 text-center text-destructive">
            {errorText(coaches.error)}
          </p>
        ) : total > 0 && data?.coaches.length === 0 ? (
          // An old link to a page that no longer exists (fewer coaches now).
          <p className="py-16 text-center text-muted-foreground">
            {t('directory.emptyPage')}{' '}
            <Link href={directoryHref({ ...filters, page: 1 })} className="font-medium text-primary underline">
              {t('directory.firstPage')}
            </Link>
          </p>
        ) : total === 0 ? (
          <div role="status" className="rounded-xl border border-dashed border-border py-16 text-center">
            <p className="text-lg font-medium">{t('directory.noneFound')}</p>
            <p className="mt-2 text-muted-foreground">{t('directory.adjustFilters')}</p>
          </div>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-muted-foreground">
              {t('directory.count', { count: total })}
            </p>
            <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${coaches.isPlaceholderData ? 'opacity-60' : ''}`}>
              {data?.coaches.map((coach) => (
                <li key={coach.id}>
                  <CoachCard coach={coach} nextAvailable={<NextAvailableLine coachId={coach.id} pageIds={pageIds} timeZone={timeZone} />} />
                </li>
              ))}
            </ul>
            <DirectoryPagination
              page={data?.page ?? 1}
              totalPages={data?.totalPages ?? 1}
              hrefFor={(page) => directoryHref({ ...filters, page })}
            />
          </>
        )}
      </div>
    </section>
  );
}
