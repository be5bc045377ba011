import { lazy, Suspense } from 'react';
import { TabsContent, TabsTrigger } from '@/components/ui/tabs';
import { Loading } from '@/components/load-state';
import { useT } from '@/lib/i18n/i18n-context';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';

// The editor and its lists load when the tab is first opened, not with the
// dashboard most visits only read.
const CoachProgramsPanel = lazy(() => import('./coach-programs-panel').then((m) => ({ default: m.CoachProgramsPanel })));

// The coach dashboard's "Programs" tab: its trigger and its content, each one
// line in dashboard-tabs.tsx.
export function ProgramsTabTrigger() {
  const t = useT(programsDashboardEn);
  return <TabsTrigger value="programs">{t('programs-dashboard.tab')}</TabsTrigger>;
}

export function ProgramsTabContent({ timeZone }: { timeZone: string }) {
  const t = useT(programsDashboardEn);
  return (
    <TabsContent value="programs">
      <Suspense fallback={<Loading label={t('programs-dashboard.loading')} />}>
        <CoachProgramsPanel timeZone={timeZone} />
      </Suspense>
    </TabsContent>
  );
}
