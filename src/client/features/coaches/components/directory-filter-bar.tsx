import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { translatedText } from '@/lib/specializations/translated-text';
import { splitLocalePath } from '@shared/i18n/locale-path';
import { directoryEn } from '@/i18n/catalogs/directory.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { languageName } from '@/lib/i18n/language-names';
import { COACHING_LANGUAGES } from '@shared/domain/coaching-languages';
import { AVAILABILITY_OPTIONS, DEFAULT_FILTERS, PRICE_OPTIONS, SORT_OPTIONS, type DirectoryFilters } from '../lib/directory-filters';

const SEARCH_DEBOUNCE_MS = 300;

type FilterBarProps = {
  filters: DirectoryFilters;
  onChange: (patch: Partial<DirectoryFilters>, options?: { replace?: boolean }) => void;
};

export function DirectoryFilterBar({ filters, onChange }: FilterBarProps) {
  const id = useId();
  const specializations = useSpecializations();
  const t = useT(directoryEn);
  const locale = useLocale();
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
      if (splitLocalePath(window.location.pathname).path !== '/coaches') return;
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
      aria-label={t('directory.filters')}
      onSubmit={(event) => event.preventDefault()}
      // The search box has a row of its own, so its hint is never cut, in any
      // language (German's labels are long). Below it the fixed choices take the
      // width of their longest option ("Soonest available"); specialty names are
      // the admins' and may be long, so theirs takes the rest. On narrower screens
      // two filters a row.
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(8rem,1fr)_repeat(4,max-content)]"
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-5">
        <Label htmlFor={`${id}-q`}>{t('directory.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            ref={searchInput}
            type="search"
            placeholder={t('directory.searchPlaceholder')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <LabelledSelect
        id={`${id}-specialty`}
        label={t('directory.specialty')}
        value={filters.specialty}
        onChange={(specialty) => onChange({ specialty, page: 1 })}
      >
        <option value={DEFAULT_FILTERS.specialty}>{t('directory.allSpecialties')}</option>
        {specializations.data?.map((specialization) => (
          <option key={specialization.id} value={specialization.name.toLowerCase()}>
            {translatedText(specialization.name, specialization.nameTranslations, locale)}
          </option>
        ))}
        {!knownSpecialty && <option value={filters.specialty}>{filters.specialty}</option>}
      </LabelledSelect>
      <ChoiceSelect
        id={`${id}-availability`}
        label={t('directory.availability')}
        options={AVAILABILITY_OPTIONS.map(({ value }) => ({ value, label: t(`directory.availability.${value}`) }))}
        value={filters.availability}
        onChange={(availability) => onChange({ availability, page: 1 })}
      />
      <ChoiceSelect
        id={`${id}-language`}
        label={t('directory.language')}
        // Each language named in the reader's language (Intl), in the list's order.
        options={[
          { value: DEFAULT_FILTERS.language, label: t('directory.allLanguages') },
          ...COACHING_LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) })),
        ]}
        value={filters.language}
        onChange={(language) => onChange({ language, page: 1 })}
      />
      <ChoiceSelect
        id={`${id}-price`}
        label={t('directory.price')}
        options={PRICE_OPTIONS.map(({ value }) => ({ value, label: t(`directory.price.${value}`) }))}
        value={filters.price}
        onChange={(price) => onChange({ price, page: 1 })}
      />
      <ChoiceSelect
        id={`${id}-sort`}
        label={t('directory.sort')}
        options={SORT_OPTIONS.map(({ value }) => ({ value, label: t(`directory.sort.${value}`) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ sort, page: 1 })}
      />
    </form>
  );
}

type LabelledSelectProps = { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode };

// A filter's label above its select; each filter sits in one column of the bar.
function LabelledSelect({ id, label, value, onChange, children }: LabelledSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

type ChoiceSelectProps<V extends string> = Omit<LabelledSelectProps, 'value' | 'onChange' | 'children'> & {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
};

// A filter of fixed choices: the select only offers the options' values.
function ChoiceSelect<V extends string>({ options, onChange, ...props }: ChoiceSelectProps<V>) {
  return (
    <LabelledSelect {...props} onChange={(value) => onChange(value as V)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LabelledSelect>
  );
}
