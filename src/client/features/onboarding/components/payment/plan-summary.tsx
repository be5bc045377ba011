import { Card } from '@/components/ui/card';

// $29.00 struck through, FREE, total today $0.00 (docs/product/coach-onboarding.md#payment).
export function PlanSummary() {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">Plan summary</h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt>Mindfulness Pro (monthly)</dt>
          <dd className="flex items-center gap-2">
            <span className="text-muted-foreground line-through" aria-label="Regular price $29.00">
              $29.00
            </span>
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">FREE</span>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 text-muted-foreground">
          <dt>Beta discount</dt>
          <dd>−$29.00</dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-border pt-3 text-base font-semibold">
          <dt>Total today</dt>
          <dd>$0.00</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">
        Pro is free during beta. We will notify you before paid plans go live; nothing is charged until then.
      </p>
    </Card>
  );
}
