import { Search } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ROLE_FILTERS, type AdminRoleFilter } from '@shared/schemas/admin';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useAdminUsers } from '../api/get-admin-users';
import { useSearchPaging } from '../lib/use-search-paging';
import { Pager } from '@/components/pager';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { UsersTable } from './users-table';

const ROLE_LABELS = {
  all: 'admin.users.allRoles',
  client: 'admin.role.client',
  coach: 'admin.role.coach',
  admin: 'admin.role.admin',
} as const;

export function UsersSection() {
  const t = useT(adminEn);
  const { q, page, setPage, searchInput } = useSearchPaging();
  const [role, setRole] = useState<AdminRoleFilter>('all');
  const { data, isPending, error, refetch, isFetching } = useAdminUsers({ q, role, page });

  return (
    <AdminSection title={t('admin.section.users')} description={t('admin.users.description')} contentLabel={t('admin.users.listLabel')}>
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="admin-user-search">{t('admin.users.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input id="admin-user-search" className="pl-9" {...searchInput} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="admin-user-role">{t('admin.col.role')}</Label>
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
                {t(ROLE_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isPending ? <LoadingBlock label={t('admin.users.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.users.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <UsersTable users={data.users} caption={t('admin.section.users')} emptyText={t('admin.users.empty')} />
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            noun={{ one: t('admin.users.one'), many: t('admin.users.many') }}
            onPage={setPage}
          />
        </div>
      ) : null}
    </AdminSection>
  );
}
