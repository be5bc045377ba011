import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

// A table that scrolls sideways on narrow screens instead of squeezing its
// columns; the caption names it for screen readers.
export function DataTable({
  caption,
  head,
  children,
  className,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('overflow-x-auto rounded-xl border border-border bg-card', className)}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
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
// cannot push the last columns out of the card.
export function Td({ className, wrap = false, ...props }: ComponentProps<'td'> & { wrap?: boolean }) {
  return (
    <td className={cn('px-4 py-3 align-middle', wrap ? 'min-w-32 [overflow-wrap:anywhere]' : 'whitespace-nowrap', className)} {...props} />
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
