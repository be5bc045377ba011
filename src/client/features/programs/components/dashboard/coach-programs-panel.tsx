import { useState } from 'react';
import { DEFAULT_CANCELLATION_POLICY } from '@shared/domain/cancellation-policy';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/load-state';
import { errorMessage } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { useCoachPolicy, useMyPrograms } from '../../api/dashboard-programs';
import { CoachProgramCard } from './coach-program-card';
import { ProgramEditor } from './program-editor';

// The coach dashboard's Programs tab (docs/product/programs.md): their
// workshops and courses, drafts included, and the editor for a new or an
// existing one. Times are the coach's own zone, as they teach in it.
export function CoachProgramsPanel({ timeZone }: { timeZone: string }) {
  const t = useT(programsDashboardEn);
  const programs = useMyPrograms();
  const coachPolicy = useCoachPolicy();
  // null: the editor is closed; 'new' or the id of the program being edited.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const editedProgram = typeof editing === 'number' ? (programs.data?.find((p) => p.id === editing) ?? null) : null;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h3 className="text-lg font-semibold">{t('programs-dashboard.heading')}</h3>
          <p className="text-sm text-muted-foreground">{t('programs-dashboard.intro')}</p>
        </div>
        {editing === null && (
          <Button type="button" onClick={() => setEditing('new')}>
            {t('programs-dashboard.new')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <ProgramEditor
          key={String(editing)}
          program={editedProgram}
          timeZone={editedProgram?.timeZone ?? timeZone}
          policy={editedProgram?.cancellationPolicy ?? coachPolicy ?? DEFAULT_CANCELLATION_POLICY}
          onClose={() => setEditing(null)}
        />
      )}
      {programs.isPending ? (
        <Loading label={t('programs-dashboard.loading')} />
      ) : programs.error ? (
        <p role="alert" className="text-sm text-destructive">
          {t('programs-dashboard.loadFailed', { reason: errorMessage(programs.error, '') })}
        </p>
      ) : programs.data.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
          {t('programs-dashboard.empty')}
        </p>
      ) : (
        <ul className="grid gap-4" aria-label={t('programs-dashboard.listLabel')}>
          {programs.data.map((program) => (
            <CoachProgramCard key={program.id} program={program} timeZone={timeZone} onEdit={() => setEditing(program.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
