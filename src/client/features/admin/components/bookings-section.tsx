import { useState } from 'react';
import { ADMIN_STATUS_FILTERS, type AdminStatusFilter } from '@shared/schemas/admin';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminBookings } from '../api/get-admin-bookings';
import { browserTimeZone } from '@/lib/time-zones';
import { capitalize } from '../lib/format';
import { BookingsTable } from './bookings-table';
import { Pager } from '@/components/pager';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { AdminProgramsList } from '@/components/programs/admin/admin-programs';

export function BookingsSection() {
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useAdminBookings({ status, page });

  return (
    <AdminSection
      title="Bookings"
      description={`Every booking, latest session first. Times shown in ${browserTimeZone()}.`}
      contentLabel="Booking list"
    >
      <div className="mb-4 grid max-w-xs gap-1.5">
        <Label htmlFor="admin-booking-status">Status</Label>
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
              {value === 'all' ? 'All statuses' : capitalize(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isPending ? <LoadingBlock label="Loading bookings" /> : null}
      {error ? <ErrorBlock title="Could not load bookings" error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <BookingsTable bookings={data.bookings} caption="Bookings" emptyText="No bookings found matching your filters" />
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            noun={{ one: 'booking', many: 'bookings' }}
            onPage={setPage}
          />
        </div>
      ) : null}
      <AdminProgramsList />
    </AdminSection>
  );
}
