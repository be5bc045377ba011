import type { TCurrentUser } from '@shared/schemas/auth';
import { cn } from '@/lib/utils';

// The signed-in person's full name over their e-mail, each cut short when
// long: the mobile menu, the client dashboard's profile card and (smaller,
// `compact`) the header's account menu.
export function UserNameAndEmail({
  user,
  compact = false,
}: {
  user: Pick<TCurrentUser, 'firstName' | 'lastName' | 'email'>;
  compact?: boolean;
}) {
  return (
    <div className="min-w-0">
      <p className={cn('truncate font-semibold', compact && 'text-sm')}>
        {user.firstName} {user.lastName}
      </p>
      <p className={cn('truncate text-muted-foreground', compact ? 'text-xs' : 'text-sm')}>{user.email}</p>
    </div>
  );
}
