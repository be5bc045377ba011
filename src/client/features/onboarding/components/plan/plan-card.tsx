import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type PlanCardProps = {
  name: string;
  price: ReactNode;
  summary: string;
  features: readonly string[];
  // The features list's name for screen readers ('Pro Plan features').
  featuresLabel: string;
  cta: string;
  badge?: string;
  highlighted?: boolean;
  onChoose: () => void;
};

export function PlanCard({ name, price, summary, features, featuresLabel, cta, badge, highlighted = false, onChoose }: PlanCardProps) {
  return (
    <Card className={cn('relative flex flex-col p-6 sm:p-8', highlighted && 'border-2 border-primary shadow-lg')}>
      {badge ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 border-primary bg-primary px-3 text-primary-foreground">{badge}</Badge>
      ) : null}
      <h2 className="text-2xl font-semibold">{name}</h2>
      <div className="mt-3">{price}</div>
      <p className="mt-3 text-sm text-muted-foreground">{summary}</p>
      <ul className="mt-6 grid flex-1 content-start gap-3" aria-label={featuresLabel}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button size="lg" variant={highlighted ? 'default' : 'outline'} className="mt-8 w-full" onClick={onChoose}>
        {cta}
      </Button>
    </Card>
  );
}
