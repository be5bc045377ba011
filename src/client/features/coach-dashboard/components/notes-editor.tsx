import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { SESSION_NOTES_MAX, type TSessionNotes } from '@shared/schemas/coach-tools';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSaveSessionNotes } from '../api/session-notes';
import { errorText } from '@/lib/error-text';

const count = new Intl.NumberFormat('en-US');

export function NotesEditor({ session }: { session: TSessionNotes }) {
  const save = useSaveSessionNotes();
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
              toast({ title: 'Notes saved', description: 'Your private notes for this session have been saved.' });
            },
            onError: (error) => toast({ title: 'Save failed', description: errorText(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <label htmlFor={id} className="font-semibold">
        Session notes
      </label>
      <p id={`${id}-private`} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        Private to you: your client never sees these notes.
      </p>
      <textarea
        id={id}
        rows={14}
        maxLength={SESSION_NOTES_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-private ${id}-count`}
        placeholder="What you worked on, what to follow up next time…"
        className="w-full rounded-md border border-input bg-card px-3 py-2 text-base leading-relaxed shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 md:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-count`} className="text-xs text-muted-foreground tabular-nums">
          {count.format(text.length)} / {count.format(SESSION_NOTES_MAX)} characters
        </p>
        <div className="flex gap-2">
          {changed ? (
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => setText(saved)}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Notes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
