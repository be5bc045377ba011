import { useSearch } from 'wouter';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { AdminNav } from '../components/admin-nav';
import { BookingsSection } from '../components/bookings-section';
import { CoachesSection } from '../components/coaches-section';
import { CoachVettingSection } from '../components/coach-vetting-section';
import { MoneySection } from '../components/money-section';
import { NoShowsSection } from '../components/no-shows-section';
import { OverviewSection } from '../components/overview-section';
import { ReportsSection } from '../components/reports-section';
import { SettingsSection } from '../components/settings-section';
import { SpecializationsSection } from '../components/specializations-section';
import { UsersSection } from '../components/users-section';
import { WorkSection } from '../components/work-section';
import { sectionFromSearch, sectionLabelKey, type AdminSectionId } from '../lib/sections';

const SECTIONS: Record<AdminSectionId, () => React.JSX.Element> = {
  overview: OverviewSection,
  users: UsersSection,
  coaches: CoachesSection,
  'coach-review': CoachVettingSection,
  bookings: BookingsSection,
  money: MoneySection,
  'no-shows': NoShowsSection,
  reports: ReportsSection,
  specializations: SpecializationsSection,
  work: WorkSection,
  settings: SettingsSection,
};

export function AdminDashboardPage() {
  const t = useT(adminEn);
  const section = sectionFromSearch(useSearch());
  usePageMeta(t('admin.pageTitle', { section: t(sectionLabelKey(section)) }));
  const Section = SECTIONS[section];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">{t('admin.heading')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-10">
        <aside className="min-w-0">
          <AdminNav current={section} />
        </aside>
        <div className="min-w-0">
          <Section key={section} />
        </div>
      </div>
    </div>
  );
}
