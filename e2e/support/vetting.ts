// Coach vetting (docs/product/vetting.md): a new coach is listed only once an
// admin approves. Specs that need a bookable coach approve theirs as the demo admin.
import { expect, request as playwrightRequest } from '@playwright/test';

export async function approveAsAdmin(baseURL: string, coachId: number) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/login', { data: { username: 'admin', password: 'stillpoint-admin' } });
    expect(login.status(), await login.text()).toBe(200);
    const approved = await admin.post(`/api/admin/vetting/${coachId}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
