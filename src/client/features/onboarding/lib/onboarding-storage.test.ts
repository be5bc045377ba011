import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedDetails, readSavedPlan, readSavedProDetails, saveDetails, STORAGE_KEYS } from './onboarding-storage';
import { detailsDefaults } from './details-form';
import { ZCoachDetailsForm } from '@shared/schemas/coach-profile';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('onboarding storage', () => {
  it('reads only free or pro as the saved plan', () => {
    storage.setItem(STORAGE_KEYS.plan, 'pro');
    expect(readSavedPlan()).toBe('pro');
    storage.setItem(STORAGE_KEYS.plan, 'enterprise');
    expect(readSavedPlan()).toBeNull();
  });

  it('round-trips saved details', () => {
    const details = ZCoachDetailsForm.parse({ ...detailsDefaults(null, 'UTC'), bio: 'b'.repeat(260), acceptedTerms: true });
    saveDetails(details);
    expect(readSavedDetails()).toEqual(details);
    saveDetails(null);
    expect(readSavedDetails()).toBeNull();
  });

  it('ignores unparseable or mis-shaped drafts with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setItem(STORAGE_KEYS.details, '{not json');
    storage.setItem(STORAGE_KEYS.proDetails, JSON.stringify({ businessName: 42 }));
    expect(readSavedDetails()).toBeNull();
    expect(readSavedProDetails()).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
