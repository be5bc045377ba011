import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Badge } from '@/components/ui/badge';
import { useAdminCoaches } from '../api/get-admin-coaches';
import { useSearchPaging } from '../lib/use-search-paging';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { Pager } from '@/components/pager';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { ActiveBadge, ListingBadge } from './status-badges';

export function CoachesSection() {
  const { q, page, setPage, searchInput } = useSearchPaging();
  const { data, isPending, error, refetch, isFetching } = useAdminCoaches({ q, page });

  return (
    <AdminSection title="Coaches" description="Every coach profile, including hidden and deactivated ones." contentLabel="Coach list">
      <div className="mb-4 grid max-w-md gap-1.5">
        <Label htmlFor="admin-coach-search">Search coaches</Label>
        <Input id="admin-coach-search" {...searchInput} />
      </div>
      {isPending ? <LoadingBlock label="Loading coaches" /> : null}
      {error ? <ErrorBlock title="Could not load coaches" error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <DataTable
            caption="Coaches"
            head={
              <>
                <Th>Name</Th>
                <Th>Plan</Th>
                <Th>Founding coach</Th>
                <Th>Rating</Th>
                <Th className="text-right">Bookings</Th>
                <Th>Listing</Th>
                <Th>Status</Th>
              </>
            }
          >
            {data.coaches.length === 0 ? <EmptyRow colSpan={7}>No coaches found matching your filters</EmptyRow> : null}
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
                    {coach.planType === 'pro' ? 'Pro' : 'Free'}
                  </Badge>
                </Td>
                <Td>{coach.isFoundingCoach ? 'Yes' : 'No'}</Td>
                <Td className="whitespace-nowrap">
                  {coach.rating === null ? (
                    <span className="text-muted-foreground">No reviews</span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                      {coach.rating.toFixed(1)} <span className="text-muted-foreground">({coach.reviewCount})</span>
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
            noun={{ one: 'coach', many: 'coaches' }}
            onPage={setPage}
          />
        </div>
      ) : null}
    </AdminSection>
  );
}
