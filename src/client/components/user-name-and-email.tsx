import type { TCurrentUser } from '@shared/schemas/auth';

// The signed-in person's full name over their e-mail, each cut short when
// long: the mobile menu and the client dashboard's profile card.
export function UserNameAndEmail({ user }: { user: Pick<TCurrentUser, 'firstName' | 'lastName' | 'email'> }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-semibold">
        {user.firstName} {user.lastName}
      </p>
      <p className="truncate text-sm text-muted-foreground">{user.email}</p>
    </div>
  );
}
