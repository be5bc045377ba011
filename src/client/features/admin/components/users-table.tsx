import { Link } from 'wouter';
import type { TAdminUser } from '@shared/schemas/admin';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';
import { ActiveBadge, RoleBadge } from './status-badges';
import { UserStatusToggle } from './user-status-toggle';

export function UsersTable({
  users,
  caption,
  emptyText,
  withToggle = true,
}: {
  users: TAdminUser[];
  caption: string;
  emptyText: string;
  withToggle?: boolean;
}) {
  const t = useT(adminEn);
  const columns = withToggle ? 6 : 5;
  return (
    <DataTable
      caption={caption}
      head={
        <>
          <Th>{t('admin.col.name')}</Th>
          <Th>{t('admin.col.email')}</Th>
          <Th>{t('admin.col.username')}</Th>
          <Th>{t('admin.col.role')}</Th>
          <Th>{t('admin.col.status')}</Th>
          {withToggle ? <Th className="text-right">{t('admin.col.action')}</Th> : null}
        </>
      }
    >
      {users.length === 0 ? <EmptyRow colSpan={columns}>{emptyText}</EmptyRow> : null}
      {users.map((user) => (
        <tr key={user.id}>
          <Td wrap className="font-medium">
            <Link href={`/admin/users/${user.id}`} className="text-primary underline-offset-4 hover:underline">
              {user.firstName} {user.lastName}
            </Link>
          </Td>
          <Td wrap>{user.email}</Td>
          <Td wrap>{user.username}</Td>
          <Td>
            <RoleBadge role={user.role} />
          </Td>
          <Td>
            <ActiveBadge isActive={user.isActive} />
          </Td>
          {withToggle ? (
            <Td className="text-right">
              <UserStatusToggle user={user} />
            </Td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
