import { Award, Clock, ExternalLink, Languages, MessageSquare, Users, Video, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TCoach } from '@shared/schemas/coaches';
import { ScopeNotice } from '@/components/scope-notice';
import { CancellationPolicyNote } from '@/components/cancellation-policy/cancellation-policy-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/session/auth-context';
import { useMeetingVenue } from '@/lib/meeting-provider';
import { formatRate } from '../lib/format-rate';
import { formatRateIn } from '@/lib/i18n/format-for-locale';
import { languageList } from '@/lib/i18n/language-names';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { CoachAvatar } from '@/components/coach-avatar';
import { CoachMarkers } from './coach-markers';
import { SpecializationBadges } from '@/components/specialization-badges';
import { CoachRating } from './coach-rating';
import { ReportButton, useReporter } from '@/components/report/report-dialog';

// Only http(s) links are rendered, so a stored "javascript:" value can never run.
function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function displayHost(href: string): string {
  const url = new URL(href);
  return `${url.hostname.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
}

// One fact of the summary: its name for screen readers, its icon for the eye.
function Fact({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <dt className="sr-only">{label}</dt>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-teal" />
      <dd>{children}</dd>
    </div>
  );
}

export function ProfileSummaryCard({ coach }: { coach: TCoach }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  const t = useT(profileEn);
  const locale = useLocale();
  const price = locale === 'en' ? formatRate(coach.hourlyRate) : formatRateIn(locale, coach.hourlyRate);
  const socialLink = safeHttpUrl(coach.socialLink);
  const venue = useMeetingVenue(t('profile.virtualSessions'));
  const reporter = useReporter();
  // Clients write to coaches; a visitor signs in first and comes back (docs/product/messages.md).
  const { user } = useAuth();
  const canMessage = !user || user.role === 'client';
  return (
    <Card className="p-6" data-testid="coach-summary">
      <div className="flex flex-col items-center text-center">
        <CoachAvatar person={coach} className="size-32" fallbackClassName="text-3xl" />
        <h1 className="mt-4 font-serif text-2xl font-semibold tracking-tight">{name}</h1>
        {coach.businessName && <p className="mt-1 text-sm font-medium text-teal">{coach.businessName}</p>}
        <div className="mt-2 flex items-center gap-2 text-sm">
          <CoachRating rating={coach.rating} reviewCount={coach.reviewCount} newLabel={t('profile.new')} />
          <span className="text-muted-foreground">{t('profile.reviewCount', { count: coach.reviewCount })}</span>
        </div>
        <CoachMarkers coach={coach} className="mt-3 justify-center" />
        <SpecializationBadges specializations={coach.specializations} className="mt-4 justify-center" />
      </div>

      <dl className="mt-6 space-y-3 border-t border-border pt-6 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{t('profile.price')}</dt>
          <dd className="text-lg font-semibold">{t('profile.perSession', { price })}</dd>
        </div>
        <Fact label={t('profile.sessionLength')} icon={Clock}>
          {t('profile.minutes', { minutes: coach.sessionLength })}
        </Fact>
        <Fact label={t('profile.meetingType')} icon={Video}>
          {venue}
        </Fact>
        <Fact label={t('profile.clientsHelped')} icon={Users}>
          {t('profile.clientsHelpedCount', { count: coach.clientsHelped })}
        </Fact>
        {coach.yearsExperience !== null && (
          <Fact label={t('profile.experience')} icon={Award}>
            {t('profile.yearsExperience', { years: coach.yearsExperience })}
          </Fact>
        )}
        <Fact label={t('profile.languages')} icon={Languages}>
          {t('profile.coachesIn', { languages: languageList(coach.coachingLanguages, locale) })}
        </Fact>
      </dl>

      {canMessage && (
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link href={`/messages/new?coach=${coach.id}`}>
            <MessageSquare aria-hidden="true" />
            {t('profile.message', { name: coach.firstName })}
          </Link>
        </Button>
      )}

      <CancellationPolicyNote policy={coach.cancellationPolicy} className="mt-6" />
      <ScopeNotice className="mt-3" />

      {coach.certifications && (
        <div className="mt-6 border-t border-border pt-6">
          <h2 className="text-sm font-semibold">{t('profile.certifications')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {coach.certifications
              .split(/;\s*|\n+/)
              .filter(Boolean)
              .map((item) => (
                <li key={item}>{item.trim()}</li>
              ))}
          </ul>
        </div>
      )}

      {socialLink && (
        <a
          href={socialLink}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-6 inline-flex max-w-full items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{displayHost(socialLink)}</span>
          <span className="sr-only">{t('profile.opensInNewTab')}</span>
        </a>
      )}

      {reporter && reporter.id !== coach.userId ? (
        <div className="mt-6 flex justify-center border-t border-border pt-4">
          <ReportButton target={{ kind: 'user', userId: coach.userId }} subject={name} label={t('profile.report')} />
        </div>
      ) : null}
    </Card>
  );
}
