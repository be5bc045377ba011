import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { directoryEn } from '@/i18n/catalogs/directory.en';
import { useT } from '@/lib/i18n/i18n-context';

type PaginationProps = { page: number; totalPages: number; hrefFor: (page: number) => string };

// Real links, so every page of results has its own shareable address.
export function DirectoryPagination({ page, totalPages, hrefFor }: PaginationProps) {
  const t = useT(directoryEn);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('directory.pages')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link href={hrefFor(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {t('directory.previous')}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          <ChevronLeft aria-hidden="true" />
          {t('directory.previous')}
        </Button>
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {t('directory.pageOf', { page, total: totalPages })}
      </p>
      {page < totalPages ? (
        <Button asChild variant="outline">
          <Link href={hrefFor(page + 1)} rel="next">
            {t('directory.next')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          {t('directory.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      )}
    </nav>
  );
}
