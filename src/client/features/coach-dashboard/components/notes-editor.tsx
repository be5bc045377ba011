import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { SESSION_NOTES_MAX, type TSessionNotes } from '@shared/schemas/coach-tools';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSaveSessionNotes } from '../api/session-notes';
import { errorText } from '@/lib/error-text';
import { INTL_TAG } from '@shared/i18n/locales';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

export function NotesEditor({ session }: { session: TSessionNotes }) {
  const save = useSaveSessionNotes();
  const t = useT(coachDashboardEn);
  const count = new Intl.NumberFormat(INTL_TAG[useLocale()]);
  const saved = session.notes ?? '';
  const [text, setText] = useState(saved);
  const id = useId();
  const changed = text !== saved;

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { bookingId: session.bookingId, notes: text },
          {
            onSuccess: (result) => {
              setText(result.notes ?? '');
              toast({ title: t('coach-dashboard.notesSaved'), description: t('coach-dashboard.notesSavedText') });
            },
            onError: (error) => toast({ title: t('coach-dashboard.saveFailed'), description: errorText(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <label htmlFor={id} className="font-semibold">
        {t('coach-dashboard.notesLabel')}
      </label>
      <p id={`${id}-private`} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('coach-dashboard.notesPrivate')}
      </p>
      <textarea
        id={id}
        rows={14}
        maxLength={SESSION_NOTES_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-private ${id}-count`}
        placeholder={t('coach-dashboard.notesPlaceholder')}
        className="w-full rounded-md border border-input bg-card px-3 py-2 text-base leading-relaxed shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 md:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-count`} className="text-xs text-muted-foreground tabular-nums">
          {t('coach-dashboard.notesCount', { count: count.format(text.length), max: count.format(SESSION_NOTES_MAX) })}
        </p>
        <div className="flex gap-2">
          {changed ? (
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => setText(saved)}>
              {t('coach-dashboard.discard')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!changed || save.isPending}>
            {save.isPending ? t('coach-dashboard.saving') : t('coach-dashboard.saveNotes')}
          </Button>
        </div>
      </div>
    </form>
  );
}
