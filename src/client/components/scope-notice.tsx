import { LifeBuoy } from 'lucide-react';
import { DEFAULT_CRISIS_RESOURCES_URL, SCOPE_NOTICE } from '@shared/domain/scope-notice';
import { usePublicConfig } from '@/lib/get-public-config';
import { cn } from '@/lib/utils';

// Coaching is not therapy (docs/product/scope-notice.md): shown on profiles, at
// checkout and on Getting Started. The crisis link is the operator's choice
// (CRISIS_RESOURCES_URL), an international helpline directory by default.
export function ScopeNotice({ className }: { className?: string }) {
  const href = usePublicConfig().data?.crisisResourcesUrl ?? DEFAULT_CRISIS_RESOURCES_URL;
  return (
    <aside aria-label={SCOPE_NOTICE.title} className={cn('flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm', className)}>
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">{SCOPE_NOTICE.title}</p>
        <p className="text-muted-foreground">
          {SCOPE_NOTICE.text}{' '}
          <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-4">
            {SCOPE_NOTICE.link}
          </a>
        </p>
      </div>
    </aside>
  );
}
