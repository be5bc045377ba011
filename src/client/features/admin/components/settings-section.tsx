import type { ReactNode } from 'react';
import { MEETING_PROVIDER_NAMES } from '@shared/domain/meeting-providers';
import { Card } from '@/components/ui/card';
import { useAdminSettings } from '../api/get-admin-settings';
import { DevMailbox } from './dev-mailbox';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';

const GATEWAY = { test: 'Built-in test mode (no real charges)', stripe: 'Stripe' } as const;
const EMAIL = { smtp: 'SMTP server', outbox: 'Outbox only (messages kept in the database and logged)' } as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

export function SettingsSection() {
  const { data, isPending, error, refetch } = useAdminSettings();
  return (
    <AdminSection
      title="Platform Settings"
      description="The running configuration. It is read-only here: change it through the server's environment."
      contentLabel="Configuration"
    >
      {isPending ? <LoadingBlock label="Loading settings" /> : null}
      {error ? <ErrorBlock title="Could not load settings" error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <Card>
          <dl className="divide-y divide-border">
            <Row term="Product name">{data.appName}</Row>
            <Row term="Environment">{data.environment}</Row>
            <Row term="Beta">{data.beta ? 'On: Pro is free and no platform fee is charged' : 'Off'}</Row>
            <Row term="Platform fees">
              {data.platformFees.pro}% Pro · {data.platformFees.free}% free plan
              {data.beta && !data.platformFees.appliedDuringBeta ? ' (not applied during beta)' : ''}
            </Row>
            <Row term="Payments">{GATEWAY[data.paymentGateway]}</Row>
            <Row term="E-mail">{EMAIL[data.emailMode]}</Row>
            <Row term="Video meetings">{MEETING_PROVIDER_NAMES[data.meetingProvider]}</Row>
            <Row term="Demo data">{data.demoMode ? 'Loaded (demo mode)' : 'Off'}</Row>
            <Row term="Database">{data.database === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL server'}</Row>
          </dl>
        </Card>
      ) : null}
      {data && data.environment !== 'production' ? <DevMailbox /> : null}
    </AdminSection>
  );
}
