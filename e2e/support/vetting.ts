// Coach vetting (docs/product/vetting.md): a new coach is listed only once an
// admin approves. Specs that need a bookable coach approve theirs as their own
// admin (the `admin` fixture in fixtures.ts).
import { expect, request as playwrightRequest } from '@playwright/test';
import type { TestAdmin } from './admins';

export async function approveAsAdmin(baseURL: string, coachId: number, admin: TestAdmin) {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post('/api/login', { data: { username: admin.username, password: admin.password } });
    expect(login.status(), await login.text()).toBe(200);
    const approved = await api.post(`/api/admin/vetting/${coachId}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
