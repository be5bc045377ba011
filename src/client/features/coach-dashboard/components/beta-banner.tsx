import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';
import { dismissBetaBanner, isBetaBannerDismissed } from '../lib/beta-banner';

export function BetaBanner() {
  const [hidden, setHidden] = useState(isBetaBannerDismissed);
  const t = useT(coachDashboardEn);
  if (hidden) return null;
  return (
    <aside
      aria-label={t('coach-dashboard.betaLabel')}
      className="mb-8 flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950"
    >
      <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{t('coach-dashboard.betaTitle')}</p>
        <p className="mt-1 text-indigo-900">{t('coach-dashboard.betaText')}</p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-mt-1 -mr-1 size-8 text-indigo-900 hover:bg-indigo-100"
        aria-label={t('coach-dashboard.betaDismiss')}

        onClick={() => {
          dismissBetaBanner();
          setHidden(true);
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  );
}
