import { LifeBuoy } from 'lucide-react';
import { DEFAULT_CRISIS_RESOURCES_URL } from '@shared/domain/scope-notice';
import { noticesEn } from '@/i18n/catalogs/notices.en';
import { useT } from '@/lib/i18n/i18n-context';
import { usePublicConfig } from '@/lib/get-public-config';
import { cn } from '@/lib/utils';

// Coaching is not therapy (docs/product/scope-notice.md): shown on profiles, at
// checkout and on Getting Started. The crisis link is the operator's choice
// (CRISIS_RESOURCES_URL), an international helpline directory by default.
export function ScopeNotice({ className }: { className?: string }) {
  const t = useT(noticesEn);
  const href = usePublicConfig().data?.crisisResourcesUrl ?? DEFAULT_CRISIS_RESOURCES_URL;
  return (
    <aside aria-label={t('notices.scope.title')} className={cn('flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm', className)}>
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">{t('notices.scope.title')}</p>
        <p className="text-muted-foreground">
          {t('notices.scope.text')}{' '}
          <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-4">
            {t('notices.scope.link')}
          </a>
        </p>
      </div>
    </aside>
  );
}
