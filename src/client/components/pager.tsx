import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useT } from '@/lib/i18n/i18n-context';

// The nouns come from the caller's catalog, already in the reader's language.
type PagerProps = { page: number; totalPages: number; total: number; noun: { one: string; many: string }; onPage: (page: number) => void };

export function Pager({ page, totalPages, total, noun, onPage }: PagerProps) {
  const t = useT(commonEn);
  return (
    <nav
      aria-label={t('common.pagesOf', { things: noun.many })}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p>{t('common.pagerSummary', { total, noun: total === 1 ? noun.one : noun.many, page, totalPages })}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> {t('common.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('common.next')} <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
