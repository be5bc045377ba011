import type { APIRequestContext } from '@playwright/test';

// A demo coach's id, found by full name through the directory's search.
export async function demoCoachId(request: APIRequestContext, fullName: string): Promise<number> {
  const body = (await (await request.get(`/api/coaches?q=${encodeURIComponent(fullName)}`)).json()) as {
    coaches: { id: number; firstName: string; lastName: string }[];
  };
  const coach = body.coaches.find((c) => `${c.firstName} ${c.lastName}` === fullName);
  if (!coach) throw new Error(`Demo coach ${fullName} not found`);
  return coach.id;
}
