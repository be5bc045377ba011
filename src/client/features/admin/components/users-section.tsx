import { Search } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ROLE_FILTERS, type AdminRoleFilter } from '@shared/schemas/admin';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminUsers } from '../api/get-admin-users';
import { useSearchPaging } from '../lib/use-search-paging';
import { Pager } from '@/components/pager';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { UsersTable } from './users-table';

const ROLE_LABELS: Record<AdminRoleFilter, string> = { all: 'All roles', client: 'Client', coach: 'Coach', admin: 'Admin' };

export function UsersSection() {
  const { q, page, setPage, searchInput } = useSearchPaging();
  const [role, setRole] = useState<AdminRoleFilter>('all');
  const { data, isPending, error, refetch, isFetching } = useAdminUsers({ q, role, page });

  return (
    <AdminSection title="Users" description="Search every account, and activate or deactivate it." contentLabel="User list">
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-user-search">Search users</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input id="admin-user-search" className="pl-9" {...searchInput} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-user-role">Role</Label>
          <NativeSelect
            id="admin-user-role"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as AdminRoleFilter);
              setPage(1);
            }}
          >
            {ADMIN_ROLE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isPending ? <LoadingBlock label="Loading users" /> : null}
      {error ? <ErrorBlock title="Could not load users" error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <UsersTable users={data.users} caption="Users" emptyText="No users found matching your filters" />
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} noun={{ one: 'user', many: 'users' }} onPage={setPage} />
        </div>
      ) : null}
    </AdminSection>
  );
}
