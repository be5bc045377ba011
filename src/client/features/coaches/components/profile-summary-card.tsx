import { Award, Clock, ExternalLink, MessageSquare, Users, Video } from 'lucide-react';
import { Link } from 'wouter';
import type { TCoach } from '@shared/schemas/coaches';
import { ScopeNotice } from '@/components/scope-notice';
import { CancellationPolicyNote } from '@/components/cancellation-policy/cancellation-policy-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/session/auth-context';
import { useMeetingVenue } from '@/lib/meeting-provider';
import { formatRate } from '../lib/format-rate';
import { CoachAvatar } from '@/components/coach-avatar';
import { CoachMarkers } from './coach-markers';
import { SpecializationBadges } from '@/components/specialization-badges';
import { StarRating } from '@/components/star-rating';
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

export function ProfileSummaryCard({ coach }: { coach: TCoach }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  const socialLink = safeHttpUrl(coach.socialLink);
  const venue = useMeetingVenue('Virtual sessions');
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
          <StarRating rating={coach.rating} />
          <span className="text-muted-foreground">({coach.reviewCount} reviews)</span>
        </div>
        <CoachMarkers coach={coach} className="mt-3 justify-center" />
        <SpecializationBadges specializations={coach.specializations} className="mt-4 justify-center" />
      </div>

      <dl className="mt-6 space-y-3 border-t border-border pt-6 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="text-lg font-semibold">{formatRate(coach.hourlyRate)} per session</dd>
        </div>
        <div className="flex items-center gap-3">
          <dt className="sr-only">Session length</dt>
          <Clock aria-hidden="true" className="size-4 text-teal" />
          <dd>{coach.sessionLength} minutes</dd>
        </div>
        <div className="flex items-center gap-3">
          <dt className="sr-only">Meeting type</dt>
          <Video aria-hidden="true" className="size-4 text-teal" />
          <dd>{venue}</dd>
        </div>
        <div className="flex items-center gap-3">
          <dt className="sr-only">Clients helped</dt>
          <Users aria-hidden="true" className="size-4 text-teal" />
          <dd>{coach.clientsHelped} clients helped</dd>
        </div>
        {coach.yearsExperience !== null && (
          <div className="flex items-center gap-3">
            <dt className="sr-only">Experience</dt>
            <Award aria-hidden="true" className="size-4 text-teal" />
            <dd>{coach.yearsExperience} years of experience</dd>
          </div>
        )}
      </dl>

      {canMessage && (
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link href={`/messages/new?coach=${coach.id}`}>
            <MessageSquare aria-hidden="true" />
            Message {coach.firstName}
          </Link>
        </Button>
      )}

      <CancellationPolicyNote policy={coach.cancellationPolicy} className="mt-6" />
      <ScopeNotice className="mt-3" />

      {coach.certifications && (
        <div className="mt-6 border-t border-border pt-6">
          <h2 className="text-sm font-semibold">Certifications</h2>
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
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}

      {reporter && reporter.id !== coach.userId ? (
        <div className="mt-6 flex justify-center border-t border-border pt-4">
          <ReportButton target={{ kind: 'user', userId: coach.userId }} subject={name} label="Report this coach" />
        </div>
      ) : null}
    </Card>
  );
}
