import { describe, expect, it } from 'vitest';
import { landingDe } from '@/i18n/catalogs/landing.de';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { formatMessage } from '@/lib/i18n/format-message';
import { specialtyHref } from './specialization-card-text';

// '{n} Coaches Available' (docs/product/marketing-pages.md#specializations-grid). "1 Coach Available"
// rather than "1 Coaches Available", which reads as a typo (docs/decisions/0006-landing-and-marketing-pages.md).
const coachCountLabel = (count: number, message: string = landingEn['landing.specializations.coachCount'], tag = 'en-US') =>
  formatMessage(message, tag, { count });

describe('coachCountLabel', () => {
  it('keeps the spec wording for every count but one', () => {
    expect(coachCountLabel(0)).toBe('0 Coaches Available');
    expect(coachCountLabel(2)).toBe('2 Coaches Available');
    expect(coachCountLabel(15)).toBe('15 Coaches Available');
  });

  it('uses the singular for exactly one coach', () => {
    expect(coachCountLabel(1)).toBe('1 Coach Available');
  });

  it('says it in German too', () => {
    expect(coachCountLabel(1, landingDe['landing.specializations.coachCount'], 'de-DE')).toBe('1 Coach verfügbar');
    expect(coachCountLabel(3, landingDe['landing.specializations.coachCount'], 'de-DE')).toBe('3 Coaches verfügbar');
  });
});

describe('specialtyHref', () => {
  it('lower-cases and URL-encodes the name', () => {
    expect(specialtyHref('Work Stress & Burnout')).toBe('/coaches?specialty=work%20stress%20%26%20burnout');
    expect(specialtyHref('Sleep & Restoration')).toBe('/coaches?specialty=sleep%20%26%20restoration');
  });

  it('round-trips through URLSearchParams', () => {
    const href = specialtyHref('Body Awareness & Somatic Mindfulness');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('specialty')).toBe('body awareness & somatic mindfulness');
  });
});
