import { Link } from 'wouter';
import type { TCurrentUser } from '@shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserNameAndEmail } from '@/components/user-name-and-email';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

type DashboardProfileCardProps = { user: TCurrentUser; stats: { sessions: number; coaches: number } | null };

// A dash until the numbers have loaded.
function Stat({ label, testId, value }: { label: string; testId: string; value: number | undefined }) {
  return (
    <div className="rounded-lg bg-muted/70 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold" data-testid={testId}>
        {value ?? '–'}
      </dd>
    </div>
  );
}

export function DashboardProfileCard({ user, stats }: DashboardProfileCardProps) {
  const t = useT(clientDashboardEn);
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
      <dl className="grid grid-cols-2 gap-3 text-center" aria-label={t('client-dashboard.quickStats')}>
        <Stat label={t('client-dashboard.sessions')} testId="stat-sessions" value={stats?.sessions} />
        <Stat label={t('client-dashboard.coaches')} testId="stat-coaches" value={stats?.coaches} />
      </dl>
      <Button asChild>
        <Link href="/coaches">{t('client-dashboard.bookNew')}</Link>
      </Button>
    </Card>
  );
}
