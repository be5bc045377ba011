import { describe, expect, it } from 'vitest';
import { refreshedAfterSave } from './update-coach-profile';

describe('refreshedAfterSave', () => {
  it('refreshes the cached data the spec lists after a profile save', () => {
    for (const key of [
      '/api/coaches/me',
      '/api/coaches',
      '/api/coaches?page=2&q=calm',
      '/api/coaches/12',
      '/api/coaches/profile',
      '/api/user',
      '/api/coach/earnings',
      '/api/user/bookings',
    ]) {
      expect(refreshedAfterSave(key), key).toBe(true);
    }
  });

  it('leaves unrelated data alone', () => {
    for (const key of ['/api/specializations', '/api/coach/bookings/history', '/api/bookings/3/notes', '/api/users', undefined, 7]) {
      expect(refreshedAfterSave(key), String(key)).toBe(false);
    }
  });
});
