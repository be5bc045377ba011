import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

type PagerProps = { page: number; totalPages: number; total: number; noun: { one: string; many: string }; onPage: (page: number) => void };

export function Pager({ page, totalPages, total, noun, onPage }: PagerProps) {
  return (
    <nav
      aria-label={`Pages of ${noun.many}`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p>
        {total} {total === 1 ? noun.one : noun.many} · Page {page} of {totalPages}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
