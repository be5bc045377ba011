import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TSpecialization } from '@shared/schemas/specializations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/use-toast';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';
import { useAdminSpecializations } from '../api/get-admin-specializations';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { SpecializationForm } from './specialization-form';

// undefined: closed; 'new': adding; a specialization: editing it.
type Editing = undefined | 'new' | TSpecialization;

export function SpecializationsSection() {
  const { data, isPending, error, refetch } = useAdminSpecializations();
  const [editing, setEditing] = useState<Editing>();
  const { toast } = useToast();
  const current = editing === 'new' ? undefined : editing;

  return (
    <AdminSection
      title="Specializations"
      description="What coaches can specialise in. New ones appear on the home page and in the directory filter."
      contentLabel="Specialization list"
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add Specialization
        </Button>
      }
    >
      {isPending ? <LoadingBlock label="Loading specializations" /> : null}
      {error ? <ErrorBlock title="Could not load specializations" error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((specialization) => {
            const color = specializationColor(specialization.colorClass);
            return (
              <li key={specialization.id}>
                <Card className={cn('flex h-full flex-col p-5', color.card)}>
                  <div className="flex items-start gap-3">
                    <span
                      aria-hidden="true"
                      className={cn('flex size-11 shrink-0 items-center justify-center rounded-full text-xl', color.icon)}
                    >
                      {specialization.iconName}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h4 className="font-semibold text-foreground">{specialization.name}</h4>
                      <p className="text-sm text-muted-foreground">
                        {specialization.coachCount} {specialization.coachCount === 1 ? 'coach' : 'coaches'}
                      </p>
                    </div>
                    <Button variant="ghost" size="sm" aria-label={`Edit ${specialization.name}`} onClick={() => setEditing(specialization)}>
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                  </div>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{specialization.description}</p>
                  <div className="mt-4 flex flex-wrap gap-2 text-xs">
                    <Badge className={color.badge}>Colour: {specialization.colorClass}</Badge>
                    <Badge className="border-border bg-card text-foreground">Icon: {specialization.iconName}</Badge>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FormDialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        title={current ? `Edit ${current.name}` : 'Add Specialization'}
        description={current ? 'Changes show everywhere at once.' : 'It appears on the home page and in the directory filter.'}
      >
        <SpecializationForm
          key={current?.id ?? 'new'}
          specialization={current}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            toast({ title: current ? 'Specialization updated' : 'Specialization added', description: `${saved.name} has been saved.` });
          }}
        />
      </FormDialog>
    </AdminSection>
  );
}
