import type { ComponentProps, ReactNode } from 'react';
import { STACKED_TABLE } from '@/components/ui/stacked-table';
import { cn } from '@/lib/utils';

// The admin console's tables (and the programs' tables it shows).
// A `stack`ed table reads as a card per row on a phone (components/ui/stacked-table.ts);
// other tables scroll sideways on narrow screens instead of squeezing their
// columns. The caption names the table for screen readers.
export function DataTable({
  caption,
  head,
  children,
  className,
  stack = false,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
  className?: string;
  stack?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-card',
        stack ? 'max-sm:overflow-visible sm:overflow-x-auto' : 'overflow-x-auto',
        className,
      )}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={cn('w-full min-w-[640px] border-collapse text-left text-sm', stack && STACKED_TABLE)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('whitespace-nowrap px-4 py-3 font-semibold', className)} {...props} />;
}

// `wrap` for free text (names, e-mail addresses, usernames): it breaks inside
// the cell, even mid-word, so a 50-character name or a 254-character address
// cannot push the last columns out of the card. `label`: the column's name,
// shown beside the value when a stacked table reads as cards.
export function Td({ className, wrap = false, label, ...props }: ComponentProps<'td'> & { wrap?: boolean; label?: string }) {
  return (
    <td
      data-label={label}
      className={cn('px-4 py-3 align-middle', wrap ? 'min-w-32 [overflow-wrap:anywhere]' : 'whitespace-nowrap', className)}
      {...props}
    />
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

// The column heads of a table whose last column holds a row's action (Retry):
// that column is named for screen readers only.
export function HeadsWithAction({ heads, actionLabel }: { heads: string[]; actionLabel: string }) {
  return (
    <>
      {heads.map((h) => (
        <Th key={h}>{h}</Th>
      ))}
      {/* relative: the visually hidden text must not widen the page from inside the scrolling table. */}
      <Th className="relative">
        <span className="sr-only">{actionLabel}</span>
      </Th>
    </>
  );
}
