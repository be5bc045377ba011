// The admin console's sections; the current one lives in the URL
// (?section=users) so links, refresh and the back button all work.
export const ADMIN_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'coaches', label: 'Coaches' },
  { id: 'coach-review', label: 'Coach Review' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'money', label: 'Money' },
  { id: 'no-shows', label: 'No-show Disputes' },
  { id: 'reports', label: 'Reports' },
  { id: 'specializations', label: 'Specializations' },
  { id: 'settings', label: 'Platform Settings' },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

export const ADMIN_DASHBOARD_PATH = '/dashboard/admin';

export function sectionFromSearch(search: string): AdminSectionId {
  const value = new URLSearchParams(search).get('section');
  return ADMIN_SECTIONS.find((s) => s.id === value)?.id ?? 'overview';
}

export function sectionHref(id: AdminSectionId): string {
  return id === 'overview' ? ADMIN_DASHBOARD_PATH : `${ADMIN_DASHBOARD_PATH}?section=${id}`;
}
