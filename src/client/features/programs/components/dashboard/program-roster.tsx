import type { TProgram } from '@shared/schemas/programs';
import { Loading } from '@/components/load-state';
import { errorMessage } from '@/lib/error-text';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { useRoster } from '../../api/dashboard-programs';
import { programFormats } from '../../lib/program-formats';

// The coach's roster: every participant with their e-mail address (only the
// coach gets them from the server), when they booked, and how many wait.
export function ProgramRoster({ program, timeZone }: { program: TProgram; timeZone: string }) {
  const t = useT(programsDashboardEn);
  const format = programFormats(useLocale());
  const roster = useRoster(program.id, true);
  if (roster.isPending) return <Loading label={t('programs-dashboard.rosterLoading')} />;
  if (roster.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(roster.error, t('programs-dashboard.actionFailed'))}
      </p>
    );
  const { participants, seatsLeft, waiting } = roster.data;
  return (
    <section className="grid gap-2" aria-label={t('programs-dashboard.rosterLabel', { title: program.title })}>
      <p className="text-sm font-medium">{t('programs-dashboard.rosterSummary', { seatsLeft, waiting })}</p>
      {participants.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('programs-dashboard.rosterEmpty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {participants.map((person) => (
            <li
              key={person.seatId ?? person.name}
              className="grid gap-0.5 px-3 py-2 text-sm sm:grid-cols-[1fr_1.4fr_auto] sm:items-center sm:gap-3"
            >
              <span className="font-medium [overflow-wrap:anywhere]">
                <span className="sr-only">{t('programs-dashboard.rosterName')}: </span>
                {person.name}
              </span>
              {person.email ? (
                <a href={`mailto:${person.email}`} className="text-primary underline [overflow-wrap:anywhere]">
                  <span className="sr-only">{t('programs-dashboard.rosterEmail')}: </span>
                  {person.email}
                </a>
              ) : (
                <span />
              )}
              <span className="text-xs text-muted-foreground">
                {t('programs-dashboard.rosterJoined', { date: format.date(person.joinedAt, timeZone) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t('programs-dashboard.rosterPrivacy')}</p>
    </section>
  );
}
