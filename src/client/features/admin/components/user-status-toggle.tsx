import type { TAdminUser } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { useUpdateUserStatus } from '../api/update-user-status';
import { errorText } from '@/lib/error-text';

// The Activate/Deactivate toggle with its 'User updated' toast (docs/product/admin.md#users-and-the-active-flag).
export function UserStatusToggle({
  user,
  size = 'sm',
}: {
  user: Pick<TAdminUser, 'id' | 'isActive' | 'firstName' | 'lastName'>;
  size?: 'sm' | 'default';
}) {
  const { toast } = useToast();
  const { user: me } = useAuth();
  const mutation = useUpdateUserStatus();
  const next = !user.isActive;
  const label = user.isActive ? 'Deactivate' : 'Activate';
  // The server refuses it too; hiding the button avoids a pointless error.
  if (me?.id === user.id && user.isActive) return <span className="text-xs text-muted-foreground">You</span>;
  return (
    <Button
      variant={user.isActive ? 'outline' : 'default'}
      size={size}
      disabled={mutation.isPending}
      aria-label={`${label} ${user.firstName} ${user.lastName}`}
      onClick={() =>
        mutation.mutate(
          { userId: user.id, isActive: next },
          {
            onSuccess: () => toast({ title: 'User updated', description: 'User status has been updated successfully.' }),
            onError: (error) => toast({ title: 'Update failed', description: errorText(error), variant: 'destructive' }),
          },
        )
      }
    >
      {mutation.isPending ? `${label}…` : label}
    </Button>
  );
}
