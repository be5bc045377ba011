import { useState } from 'react';
import { Link } from 'wouter';
import type { TCoachProgram } from '@shared/schemas/programs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { useCancelProgram, usePublishProgram } from '../../api/dashboard-programs';
import { programFormats } from '../../lib/program-formats';
import { ProgramRoster } from './program-roster';

type Confirming = 'publish' | 'cancel' | null;

// One of the coach's programs: where it stands, its seats, and what can be
// done with it now (a draft is edited and published; a published one edited
// within what sold seats allow, or cancelled with everyone refunded).
export function CoachProgramCard({ program, timeZone, onEdit }: { program: TCoachProgram; timeZone: string; onEdit: () => void }) {
  const t = useT(programsDashboardEn);
  const format = programFormats(useLocale());
  const publish = usePublishProgram();
  const cancel = useCancelProgram();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showRoster, setShowRoster] = useState(false);
  const sold = program.capacity - program.seatsLeft;
  const first = program.meetings[0];
  const open = program.status === 'draft' || program.status === 'published';
  const failed = publish.error ?? cancel.error;

  const done = (title: string, description: string) => {
    setConfirming(null);
    toast({ title, description });
  };

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" aria-label={program.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold [overflow-wrap:anywhere]">{program.title}</h4>
          <p className="text-sm text-muted-foreground">
            {program.kind === 'workshop'
              ? t('programs-dashboard.kindWorkshop')
              : t('programs-dashboard.kindCourse', { count: program.meetings.length })}
            {' · '}
            {program.specializationName}
          </p>
        </div>
        <Badge data-testid="program-status">{t('programs-dashboard.status', { status: program.status })}</Badge>
      </div>
      <ul className="grid gap-1 text-sm">
        {first && (
          <li>
            {t('programs-dashboard.firstMeeting', { date: format.date(first.start, timeZone), time: format.time(first.start, timeZone) })}
          </li>
        )}
        <li data-testid="program-seats">
          {t('programs-dashboard.seatsSold', { sold, capacity: program.capacity })}
          {program.minimumSeats !== null && ` · ${t('programs-dashboard.minimum', { minimum: program.minimumSeats })}`}
          {program.waiting > 0 && ` · ${t('programs-dashboard.onWaitlist', { count: program.waiting })}`}
        </li>
        <li>{t('programs-dashboard.perSeat', { price: format.price(program.price) })}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        {open && (
          <Button type="button" size="sm" variant="outline" onClick={onEdit}>
            {t('programs-dashboard.edit')}
          </Button>
        )}
        {program.status === 'draft' && (
          <Button type="button" size="sm" onClick={() => setConfirming('publish')}>
            {t('programs-dashboard.publish')}
          </Button>
        )}
        {program.status !== 'draft' && (
          <Button type="button" size="sm" variant="outline" aria-expanded={showRoster} onClick={() => setShowRoster((s) => !s)}>
            {showRoster ? t('programs-dashboard.hideRoster') : t('programs-dashboard.showRoster')}
          </Button>
        )}
        {program.status !== 'draft' && (
          <Button asChild size="sm" variant="ghost">
            <Link href={`/programs/${program.id}`}>{t('programs-dashboard.publicPage')}</Link>
          </Button>
        )}
        {open && (
          <Button type="button" size="sm" variant="ghost" className="text-destructive" onClick={() => setConfirming('cancel')}>
            {t('programs-dashboard.cancelProgram')}
          </Button>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(failed, t('programs-dashboard.actionFailed'))}
        </p>
      )}
      {showRoster && <ProgramRoster program={program} timeZone={timeZone} />}
      <ConfirmAlertDialog
        open={confirming === 'publish'}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t('programs-dashboard.publishTitle', { title: program.title })}
        description={<p>{t('programs-dashboard.publishText')}</p>}
        cancelLabel={t('programs-dashboard.close')}
        actionLabel={t('programs-dashboard.publish')}
        pending={publish.isPending}
        pendingLabel={t('programs-dashboard.publishing')}
        onConfirm={() =>
          publish.mutate(program.id, {
            onSuccess: () => done(t('programs-dashboard.published'), t('programs-dashboard.publishedText', { title: program.title })),
            onError: () => setConfirming(null),
          })
        }
      />
      <ConfirmAlertDialog
        open={confirming === 'cancel'}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={t('programs-dashboard.cancelTitle', { title: program.title })}
        description={<p>{t('programs-dashboard.cancelText', { sold })}</p>}
        cancelLabel={t('programs-dashboard.keepProgram')}
        actionLabel={t('programs-dashboard.cancelProgram')}
        pending={cancel.isPending}
        pendingLabel={t('programs-dashboard.cancelling')}
        destructive
        onConfirm={() =>
          cancel.mutate(program.id, {
            onSuccess: () => done(t('programs-dashboard.cancelled'), t('programs-dashboard.cancelledText')),
            onError: () => setConfirming(null),
          })
        }
      />
    </li>
  );
}
