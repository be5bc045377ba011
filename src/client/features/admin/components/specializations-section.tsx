import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TSpecialization } from '@shared/schemas/specializations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/use-toast';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { languageList } from '@/lib/i18n/language-names';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';
import { useAdminSpecializations } from '../api/get-admin-specializations';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { SpecializationForm } from './specialization-form';

// The languages still without a name or description: visitors reading them see the English.
function MissingTranslations({ specialization }: { specialization: TSpecialization }) {
  const t = useT(adminEn);
  const locale = useLocale();
  const missing = LOCALES.filter(
    (other) => other !== DEFAULT_LOCALE && !(specialization.nameTranslations?.[other] && specialization.descriptionTranslations?.[other]),
  );
  if (missing.length === 0) return null;
  return (
    <p className="mt-3 text-sm font-medium text-amber-800">{t('admin.specs.missingIn', { languages: languageList(missing, locale) })}</p>
  );
}

// undefined: closed; 'new': adding; a specialization: editing it.
type Editing = undefined | 'new' | TSpecialization;

export function SpecializationsSection() {
  const t = useT(adminEn);
  const { data, isPending, error, refetch } = useAdminSpecializations();
  const [editing, setEditing] = useState<Editing>();
  const { toast } = useToast();
  const current = editing === 'new' ? undefined : editing;

  return (
    <AdminSection
      title={t('admin.section.specializations')}
      description={t('admin.specs.description')}
      contentLabel={t('admin.specs.listLabel')}
      action={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> {t('admin.specs.add')}
        </Button>
      }
    >
      {isPending ? <LoadingBlock label={t('admin.specs.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.specs.error')} error={error} onRetry={() => void refetch()} /> : null}
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
                      <p className="text-sm text-muted-foreground">{t('admin.specs.coachCount', { count: specialization.coachCount })}</p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('admin.specs.editName', { name: specialization.name })}
                      onClick={() => setEditing(specialization)}
                    >
                      <Pencil aria-hidden="true" /> {t('admin.specs.edit')}
                    </Button>
                  </div>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">{specialization.description}</p>
                  <MissingTranslations specialization={specialization} />
                  <div className="mt-4 flex flex-wrap gap-2 text-xs">
                    <Badge className={color.badge}>{t('admin.specs.colour', { colour: specialization.colorClass })}</Badge>
                    <Badge className="border-border bg-card text-foreground">
                      {t('admin.specs.icon', { icon: specialization.iconName })}
                    </Badge>
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
        title={current ? t('admin.specs.editName', { name: current.name }) : t('admin.specs.add')}
        description={current ? t('admin.specs.editDescription') : t('admin.specs.addDescription')}
      >
        <SpecializationForm
          key={current?.id ?? 'new'}
          specialization={current}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            toast({
              title: current ? t('admin.specs.updated') : t('admin.specs.added'),
              description: t('admin.specs.saved', { name: saved.name }),
            });
          }}
        />
      </FormDialog>
    </AdminSection>
  );
}
