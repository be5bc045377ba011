import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

// A list on a coach's public profile (packages, programs): a titled region whose items sit two to a row on wider screens.
export function ProfileListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="mt-6 p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
    </Card>
  );
}
