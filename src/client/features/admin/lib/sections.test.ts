import { describe, expect, it } from 'vitest';
import { sectionFromSearch, sectionHref } from './sections';

describe('admin sections in the URL', () => {
  it('reads the section and falls back to the overview', () => {
    expect(sectionFromSearch('?section=users')).toBe('users');
    expect(sectionFromSearch('?section=money')).toBe('money');
    expect(sectionFromSearch('section=settings&x=1')).toBe('settings');
    expect(sectionFromSearch('?section=work')).toBe('work');
    expect(sectionFromSearch('?section=nope')).toBe('overview');
    expect(sectionFromSearch('')).toBe('overview');
  });

  it('links the overview without a parameter', () => {
    expect(sectionHref('overview')).toBe('/dashboard/admin');
    expect(sectionHref('bookings')).toBe('/dashboard/admin?section=bookings');
  });
});
