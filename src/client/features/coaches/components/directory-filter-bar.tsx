import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { AVAILABILITY_OPTIONS, DEFAULT_FILTERS, PRICE_OPTIONS, SORT_OPTIONS, type DirectoryFilters } from '../lib/directory-filters';

const SEARCH_DEBOUNCE_MS = 300;

type FilterBarProps = {
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>, options?: { replace?: boolean }) => void;
};

export function DirectoryFilterBar({ filters, onChange }: FilterBarProps) {
  const id = useId();
  const specializations = useSpecializations();
  const [search, setSearch] = useState(filters.q);

  const [urlQ, setUrlQ] = useState(filters.q);
  const searchInput = useRef<HTMLInputElement>(null);

  // The directory arrives rendered from the server: a visitor can type in the
  // search box before the script takes over, and React does not replay that
  // typing. Take what the box holds once it is ours, so the search still runs.
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed !== undefined && typed !== filters.q) setSearch(typed);
    // Only once, at hydration: afterwards the state is the source of truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back/forward or a shared link may change q under us: show what the URL says
  // (adjusted during render, React's pattern for state derived from props). Only
  // when it differs in substance, so a trailing space being typed survives.
  if (filters.q !== urlQ) {
    setUrlQ(filters.q);
    if (search.trim() !== filters.q.trim()) setSearch(filters.q);
  }

  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    // Typing replaces the history entry, so Back leaves the directory instead of undoing letters.
    const timer = window.setTimeout(() => {
      // The visitor may have clicked through to a profile meanwhile (the
      // directory stays mounted while the next page's chunk loads): a late
      // search must not pull them back.
      if (window.location.pathname !== '/coaches') return;
      onChange({ q: search, page: 1 }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.q, onChange]);

  // A specialty from a link that is not (or no longer) in the list still shows as selected;
  // "all" is the All Specialties option itself, not such a specialty.
  const knownSpecialty =
    filters.specialty === DEFAULT_FILTERS.specialty ||
    (specializations.data?.some((s) => s.name.toLowerCase() === filters.specialty) ?? true);

  return (
    <form
      role="search"
      aria-label="Filter coaches"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            ref={searchInput}
            type="search"
            placeholder="Search by name or specialization"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-specialty`}>Specialty</Label>
        <NativeSelect
          id={`${id}-specialty`}
          value={filters.specialty}
          onChange={(event) => onChange({ specialty: event.target.value, page: 1 })}
        >
          <option value={DEFAULT_FILTERS.specialty}>All Specialties</option>
          {specializations.data?.map((specialization) => (
            <option key={specialization.id} value={specialization.name.toLowerCase()}>
              {specialization.name}
            </option>
          ))}
          {!knownSpecialty && <option value={filters.specialty}>{filters.specialty}</option>}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-availability`}>Availability</Label>
        <NativeSelect
          id={`${id}-availability`}
          value={filters.availability}
          onChange={(event) => onChange({ availability: event.target.value as DirectoryFilters['availability'], page: 1 })}
        >
          {AVAILABILITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-price`}>Price</Label>
        <NativeSelect
          id={`${id}-price`}
          value={filters.price}
          onChange={(event) => onChange({ price: event.target.value as DirectoryFilters['price'], page: 1 })}
        >
          {PRICE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as DirectoryFilters['sort'], page: 1 })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}
