import { useState } from 'react';
import { ADMIN_STATUS_FILTERS, type AdminStatusFilter } from '@shared/schemas/admin';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useAdminBookings } from '../api/get-admin-bookings';
import { browserTimeZone } from '@/lib/time-zones';
import { BookingsTable } from './bookings-table';
import { Pager } from '@/components/pager';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { AdminProgramsList } from '@/features/programs';

export function BookingsSection() {
  const t = useT(adminEn);
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useAdminBookings({ status, page });

  return (
    <AdminSection
      title={t('admin.section.bookings')}
      description={t('admin.bookings.description', { zone: browserTimeZone() })}
      contentLabel={t('admin.bookings.listLabel')}
    >
      <div className="mb-4 grid max-w-xs gap-1.5">
        <Label htmlFor="admin-booking-status">{t('admin.col.status')}</Label>
        <NativeSelect
          id="admin-booking-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdminStatusFilter);
            setPage(1);
          }}
        >
          {ADMIN_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? t('admin.bookings.allStatuses') : t(`admin.booking.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isPending ? <LoadingBlock label={t('admin.bookings.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.bookings.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <BookingsTable bookings={data.bookings} caption={t('admin.section.bookings')} emptyText={t('admin.bookings.empty')} />
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            noun={{ one: t('admin.bookings.one'), many: t('admin.bookings.many') }}
            onPage={setPage}
          />
        </div>
      ) : null}
      <AdminProgramsList />
    </AdminSection>
  );
}
