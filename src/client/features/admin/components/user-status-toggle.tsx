import type { TAdminUser } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { useUpdateUserStatus } from '../api/update-user-status';
import { errorText } from '@/lib/error-text';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';

// The Activate/Deactivate toggle with its 'User updated' toast (docs/product/admin.md#users-and-the-active-flag).
export function UserStatusToggle({
  user,
  size = 'sm',
}: {
  user: Pick<TAdminUser, 'id' | 'isActive' | 'firstName' | 'lastName'>;
  size?: 'sm' | 'default';
}) {
  const t = useT(adminEn);
  const { toast } = useToast();
  const { user: me } = useAuth();
  const mutation = useUpdateUserStatus();
  const next = !user.isActive;
  const label = user.isActive ? t('admin.deactivate') : t('admin.activate');
  const name = `${user.firstName} ${user.lastName}`;
  // The server refuses it too; hiding the button avoids a pointless error.
  if (me?.id === user.id && user.isActive) return <span className="text-xs text-muted-foreground">{t('admin.you')}</span>;
  return (
    <Button
      variant={user.isActive ? 'outline' : 'default'}
      size={size}
      disabled={mutation.isPending}
      aria-label={user.isActive ? t('admin.deactivateUser', { name }) : t('admin.activateUser', { name })}
      onClick={() =>
        mutation.mutate(
          { userId: user.id, isActive: next },
          {
            onSuccess: () => toast({ title: t('admin.userUpdated'), description: t('admin.userUpdatedText') }),
            onError: (error) => toast({ title: t('admin.updateFailed'), description: errorText(error), variant: 'destructive' }),
          },
        )
      }
    >
      {mutation.isPending ? (user.isActive ? t('admin.deactivating') : t('admin.activating')) : label}
    </Button>
  );
}
