import { Link } from 'wouter';
import type { TCurrentUser } from '@shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserNameAndEmail } from '@/components/user-name-and-email';

type DashboardProfileCardProps = { user: TCurrentUser; stats: { sessions: number; coaches: number } | null };

export function DashboardProfileCard({ user, stats }: DashboardProfileCardProps) {
  // min-w-0 and a minmax(0, 1fr) column: otherwise the card and its own grid
  // grow to a long e-mail address, spilling past the column (and the phone
  // screen) instead of cutting the address short.
  return (
    <Card className="grid min-w-0 grid-cols-1 gap-5 p-6">
      <div className="flex items-center gap-4">
        <Avatar className="size-14">
          {user.profileImage ? <AvatarImage src={user.profileImage} alt="" /> : null}
          <AvatarFallback>{initials(user.firstName, user.lastName)}</AvatarFallback>
        </Avatar>
        <UserNameAndEmail user={user} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-center" aria-label="Quick stats">
        <div className="rounded-lg bg-muted/70 p-3">
          <dt className="text-xs text-muted-foreground">Sessions</dt>
          <dd className="text-2xl font-semibold" data-testid="stat-sessions">
            {stats ? stats.sessions : '–'}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/70 p-3">
          <dt className="text-xs text-muted-foreground">Coaches</dt>
          <dd className="text-2xl font-semibold" data-testid="stat-coaches">
            {stats ? stats.coaches : '–'}
          </dd>
        </div>
      </dl>
      <Button asChild>
        <Link href="/coaches">Book New Session</Link>
      </Button>
    </Card>
  );
}
