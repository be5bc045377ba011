import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type SettingsCardProps = { id: string; title: string; description: string; children: ReactNode };

// One titled section of /settings; the heading names the region for screen readers.
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="text-xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
