import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CardFields } from './card-fields';
import type { CardEntryFields } from './use-card-entry';

type CardPurchaseFormProps = {
  label: string;
  fields: CardEntryFields;
  pending: boolean;
  // The failed purchase's words, or null while nothing failed.
  problem: string | null;
  payText: string;
  onPay: () => void;
  className?: string;
};

// A purchase paid by card on its own (a package, a program's seat): the card,
// what went wrong, and the button with the price.
export function CardPurchaseForm({ label, fields, pending, problem, payText, onPay, className }: CardPurchaseFormProps) {
  return (
    <form
      noValidate
      className={cn('grid gap-3', className)}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onPay();
      }}
    >
      <CardFields {...fields} disabled={pending} />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {payText}
      </Button>
    </form>
  );
}
