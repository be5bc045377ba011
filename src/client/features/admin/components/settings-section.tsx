import type { ReactNode } from 'react';
import { MEETING_PROVIDER_NAMES } from '@shared/domain/meeting-providers';
import { Card } from '@/components/ui/card';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useAdminSettings } from '../api/get-admin-settings';
import { DevMailbox } from './dev-mailbox';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';

const EMAIL = { smtp: 'admin.settings.emailSmtp', outbox: 'admin.settings.emailOutbox' } as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

export function SettingsSection() {
  const t = useT(adminEn);
  const { data, isPending, error, refetch } = useAdminSettings();
  return (
    <AdminSection
      title={t('admin.section.settings')}
      description={t('admin.settings.description')}
      contentLabel={t('admin.settings.contentLabel')}
    >
      {isPending ? <LoadingBlock label={t('admin.settings.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.settings.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <Card>
          <dl className="divide-y divide-border">
            <Row term={t('admin.settings.productName')}>{data.appName}</Row>
            <Row term={t('admin.settings.environment')}>{data.environment}</Row>
            <Row term={t('admin.settings.beta')}>{data.beta ? t('admin.settings.betaOn') : t('admin.settings.off')}</Row>
            <Row term={t('admin.settings.platformFees')}>
              {t('admin.settings.fees', {
                pro: data.platformFees.pro,
                free: data.platformFees.free,
                notApplied: data.beta && !data.platformFees.appliedDuringBeta ? 'yes' : 'no',
              })}
            </Row>
            <Row term={t('admin.settings.payments')}>{data.paymentGateway === 'test' ? t('admin.settings.gatewayTest') : 'Stripe'}</Row>
            <Row term={t('admin.settings.email')}>{t(EMAIL[data.emailMode])}</Row>
            <Row term={t('admin.settings.video')}>{MEETING_PROVIDER_NAMES[data.meetingProvider]}</Row>
            <Row term={t('admin.settings.demoData')}>{data.demoMode ? t('admin.settings.demoLoaded') : t('admin.settings.off')}</Row>
            <Row term={t('admin.settings.database')}>
              {data.database === 'pglite' ? t('admin.settings.databasePglite') : t('admin.settings.databaseServer')}
            </Row>
          </dl>
        </Card>
      ) : null}
      {data && data.environment !== 'production' ? <DevMailbox /> : null}
    </AdminSection>
  );
}
