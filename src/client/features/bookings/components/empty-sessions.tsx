import { CalendarX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

export function EmptySessions({ title, text }: { title: string; text: string }) {
  const t = useT(clientDashboardEn);
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <CalendarX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="mt-3 text-lg font-semibold">{title}</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="mt-5">
        <Link href="/coaches">{t('client-dashboard.findCoach')}</Link>
      </Button>
    </div>
  );
}
