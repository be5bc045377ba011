import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Badge } from '@/components/ui/badge';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useAdminCoaches } from '../api/get-admin-coaches';
import { useSearchPaging } from '../lib/use-search-paging';
import { useAdminFormats } from '../lib/format';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { ActiveBadge, ListingBadge } from './status-badges';

export function CoachesSection() {
  const t = useT(adminEn);
  const { rating } = useAdminFormats();
  const { q, page, setPage, searchInput } = useSearchPaging();
  const { data, isPending, error, refetch, isFetching } = useAdminCoaches({ q, page });

  return (
    <AdminSection
      title={t('admin.section.coaches')}
      description={t('admin.coaches.description')}
      contentLabel={t('admin.coaches.listLabel')}
    >
      <div className="mb-4 grid max-w-md gap-1.5">
        <Label htmlFor="admin-coach-search">{t('admin.coaches.search')}</Label>
        <Input id="admin-coach-search" {...searchInput} />
      </div>
      {isPending ? <LoadingBlock label={t('admin.coaches.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.coaches.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <DataTable
            caption={t('admin.section.coaches')}
            head={
              <>
                <Th>{t('admin.col.name')}</Th>
                <Th>{t('admin.col.plan')}</Th>
                <Th>{t('admin.col.founding')}</Th>
                <Th>{t('admin.col.rating')}</Th>
                <Th className="text-right">{t('admin.col.bookings')}</Th>
                <Th>{t('admin.col.listing')}</Th>
                <Th>{t('admin.col.status')}</Th>
              </>
            }
          >
            {data.coaches.length === 0 ? <EmptyRow colSpan={7}>{t('admin.coaches.empty')}</EmptyRow> : null}
            {data.coaches.map((coach) => (
              <tr key={coach.id}>
                <Td wrap>
                  <Link href={`/admin/users/${coach.userId}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {coach.name}
                  </Link>
                  <div className="text-xs text-muted-foreground">{coach.email}</div>
                </Td>
                <Td>
                  <Badge
                    className={
                      coach.planType === 'pro'
                        ? 'border-indigo-200 bg-indigo-100 text-indigo-800'
                        : 'border-gray-200 bg-gray-100 text-gray-800'
                    }
                  >
                    {coach.planType === 'pro' ? t('admin.plan.pro') : t('admin.plan.free')}
                  </Badge>
                </Td>
                <Td>{coach.isFoundingCoach ? t('admin.yes') : t('admin.no')}</Td>
                <Td className="whitespace-nowrap">
                  {coach.rating === null ? (
                    <span className="text-muted-foreground">{t('admin.coaches.noReviews')}</span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                      {rating(coach.rating)} <span className="text-muted-foreground">({coach.reviewCount})</span>
                    </span>
                  )}
                </Td>
                <Td className="text-right tabular-nums">{coach.bookings}</Td>
                <Td>
                  <ListingBadge status={coach.listingStatus} />
                </Td>
                <Td>
                  <ActiveBadge isActive={coach.isActive} />
                </Td>
              </tr>
            ))}
          </DataTable>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            noun={{ one: t('admin.coaches.one'), many: t('admin.coaches.many') }}
            onPage={setPage}
          />
        </div>
      ) : null}
    </AdminSection>
  );
}
