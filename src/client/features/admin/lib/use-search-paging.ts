import { useState, type ChangeEvent } from 'react';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useDebouncedValue } from './use-debounced-value';

// The search box and page of an admin list: a new search starts again at
// page 1, and the query gets the search only once typing pauses (q).
export function useSearchPaging() {
  const t = useT(adminEn);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search);
  const searchInput = {
    type: 'search',
    placeholder: t('admin.searchPlaceholder'),
    value: search,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setSearch(event.target.value);
      setPage(1);
    },
  } as const;
  return { q, page, setPage, searchInput };
}
