import { describe, expect, it } from 'vitest';
import { coachesApiUrl, DEFAULT_FILTERS, filtersToSearch, parseFilters } from './directory-filters';

describe('parseFilters', () => {
  it('reads every filter from the query string', () => {
    expect(
      parseFilters('?q=Elena&specialty=Mindful%20Parenting&availability=weekend&language=de&price=over-100&sort=soonest&page=2'),
    ).toEqual({
      q: 'Elena',
      specialty: 'mindful parenting',
      availability: 'weekend',
      language: 'de',
      price: 'over-100',
      sort: 'soonest',
      page: 2,
    });
  });

  it('falls back to defaults for missing or unknown values', () => {
    expect(parseFilters('')).toEqual(DEFAULT_FILTERS);
    expect(parseFilters('availability=tomorrow&language=klingon&price=cheap&sort=cheapest&page=-3')).toEqual(DEFAULT_FILTERS);
    expect(parseFilters('page=1.5').page).toBe(1);
  });
});

describe('filtersToSearch', () => {
  it('leaves defaults out', () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters = {
      q: 'work stress',
      specialty: 'work stress & burnout',
      availability: 'today',
      language: 'es',
      price: '50-100',
      sort: 'soonest',
      page: 3,
    } as const;
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('coachesApiUrl', () => {
  it('sends the page and page size always, and q only when set', () => {
    const url = new URL(coachesApiUrl(DEFAULT_FILTERS, 'Europe/Berlin'), 'http://x');
    expect(url.pathname).toBe('/api/coaches');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      specialty: 'all',
      price: 'any',
      availability: 'any',
      page: '1',
      pageSize: '12',
    });
    expect(new URL(coachesApiUrl({ ...DEFAULT_FILTERS, q: ' elena ' }, 'UTC'), 'http://x').searchParams.get('q')).toBe('elena');
  });

  it('sends the zone only with an availability filter, so the unfiltered address is the same in every zone', () => {
    expect(coachesApiUrl(DEFAULT_FILTERS, 'Europe/Berlin')).toBe(coachesApiUrl(DEFAULT_FILTERS, 'Asia/Kolkata'));
    const today = new URL(coachesApiUrl({ ...DEFAULT_FILTERS, availability: 'today' }, 'Europe/Berlin'), 'http://x');
    expect(today.searchParams.get('tz')).toBe('Europe/Berlin');
  });

  it('sends the language only when chosen, so the unfiltered address stays the cached one', () => {
    expect(new URL(coachesApiUrl(DEFAULT_FILTERS, 'UTC'), 'http://x').searchParams.has('language')).toBe(false);
    expect(new URL(coachesApiUrl({ ...DEFAULT_FILTERS, language: 'de' }, 'UTC'), 'http://x').searchParams.get('language')).toBe('de');
  });

  it('sends the soonest sort only when chosen, so the default address stays the cached one', () => {
    expect(new URL(coachesApiUrl(DEFAULT_FILTERS, 'UTC'), 'http://x').searchParams.has('sort')).toBe(false);
    expect(new URL(coachesApiUrl({ ...DEFAULT_FILTERS, sort: 'soonest' }, 'UTC'), 'http://x').searchParams.get('sort')).toBe('soonest');
  });
});
