// The admin console's sections; the current one lives in the URL
// (?section=users) so links, refresh and the back button all work. Each one's
// name is `admin.section.<id>` in the admin catalog.
export const ADMIN_SECTIONS = [
  'overview',
  'users',
  'coaches',
  'coach-review',
  'bookings',
  'money',
  'no-shows',
  'reports',
  'specializations',
  'work',
  'settings',
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number];

export const sectionLabelKey = (id: AdminSectionId) => `admin.section.${id}` as const;

export const ADMIN_DASHBOARD_PATH = '/dashboard/admin';

export function sectionFromSearch(search: string): AdminSectionId {
  const value = new URLSearchParams(search).get('section');
  return ADMIN_SECTIONS.find((id) => id === value) ?? 'overview';
}

export function sectionHref(id: AdminSectionId): string {
  return id === 'overview' ? ADMIN_DASHBOARD_PATH : `${ADMIN_DASHBOARD_PATH}?section=${id}`;
}
