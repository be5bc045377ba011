import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type FormSectionProps = { title: string; description?: string; icon: LucideIcon; children: ReactNode };

export function FormSection({ title, description, icon: Icon, children }: FormSectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-5 flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div>
          <h2 className="text-lg font-semibold leading-tight">{title}</h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </Card>
  );
}
