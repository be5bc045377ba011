import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

type PaginationProps = { page: number; totalPages: number; hrefFor: (page: number) => string };

// Real links, so every page of results has its own shareable address.
export function DirectoryPagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Coach pages" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={hrefFor(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Button asChild variant="outline">
          <Link href={hrefFor(page + 1)} rel="next">
            Next
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
