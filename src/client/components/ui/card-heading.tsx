import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

// The top of a dashboard card: its icon and title (the card's accessible name, by `id`) and a line on what it is for.
export function CardHeading({ id, icon: Icon, title, intro }: { id: string; icon: LucideIcon; title: string; intro: ReactNode }) {
  return (
    <div>
      <h2 id={id} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{intro}</p>
    </div>
  );
}
