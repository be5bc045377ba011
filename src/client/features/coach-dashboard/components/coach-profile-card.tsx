import { Clock, DollarSign, ExternalLink, Mail, Pencil, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DEFAULT_SESSION_MINUTES } from '@/lib/bookings/format-booking';
import { coachProfileEditEn } from '@/i18n/catalogs/coach-profile-edit.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { CoachAvatar } from '@/components/coach-avatar';
import { SpecializationBadges } from '@/components/specialization-badges';
import { truncateBio } from '../lib/truncate-bio';
import { EditProfileLink } from './edit-profile-link';

function Bio({ bio }: { bio: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = truncateBio(bio);
  const t = useT(coachProfileEditEn);
  return (
    <div className="text-sm leading-relaxed text-muted-foreground">
      <p id={id} className="whitespace-pre-line break-words" data-testid="coach-bio">
        {expanded || !preview.truncated ? bio.trim() : preview.text}
      </p>
      {preview.truncated ? (
        <button
          type="button"
          className="mt-1 font-medium text-primary underline-offset-4 hover:underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('coach-profile-edit.viewLess') : t('coach-profile-edit.viewMore')}
        </button>
      ) : null}
    </div>
  );
}

type FactProps = { label: string; children: React.ReactNode; wide?: boolean; icon?: LucideIcon };

function Fact({ label, children, wide = false, icon: Icon }: FactProps) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm">
        {Icon ? (
          <span className="flex items-center gap-1">
            <Icon aria-hidden="true" className="size-3.5 text-muted-foreground" />
            {children}
          </span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

export function CoachProfileCard({ coach }: { coach: TCoachMe }) {
  const t = useT(coachProfileEditEn);
  const formatPrice = coachFormats(useLocale()).price;
  const minutes = coach.sessionLength > 0 ? coach.sessionLength : DEFAULT_SESSION_MINUTES;
  return (
    // minmax(0, 1fr): a grid track otherwise grows to the longest unbroken line
    // (a long e-mail address) and the card's content spills over the tabs.
    <Card className="grid grid-cols-[minmax(0,1fr)] gap-5 p-6" role="region" aria-labelledby="coach-profile-name">
      <div className="flex items-center gap-4">
        <CoachAvatar person={coach} />
        <div className="min-w-0">
          <h2 id="coach-profile-name" className="truncate text-lg font-semibold">
            {coach.firstName} {coach.lastName}
          </h2>
          {coach.businessName ? <p className="truncate text-sm font-medium text-teal">{coach.businessName}</p> : null}
          <p className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate" title={coach.email}>
              {coach.email}
            </span>
          </p>
        </div>
      </div>
      {coach.planType === 'pro' ? (
        <Badge className="w-fit border-amber-200 bg-amber-50 text-amber-900">{t('coach-profile-edit.proPlan')}</Badge>
      ) : null}
      <Bio bio={coach.bio} />
      <SpecializationBadges specializations={coach.specializations} />
      <dl className="grid grid-cols-2 gap-4">
        <Fact label={t('coach-profile-edit.hourlyRate')} icon={DollarSign}>
          {formatPrice(coach.hourlyRate)}
        </Fact>
        <Fact label={t('coach-profile-edit.sessionLength')} icon={Clock}>
          {t('coach-profile-edit.minutes', { minutes: String(minutes) })}
        </Fact>
        {coach.certifications ? (
          <Fact label={t('coach-profile-edit.certifications')} wide>
            {coach.certifications}
          </Fact>
        ) : null}
        {coach.socialLink ? (
          <Fact label={t('coach-profile-edit.website')} wide>
            <a
              href={coach.socialLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <span className="truncate">{coach.socialLink.replace(/^https?:\/\//, '')}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          </Fact>
        ) : null}
      </dl>
      <EditProfileLink>
        <Pencil aria-hidden="true" />
        {t('coach-profile-edit.editProfile')}
      </EditProfileLink>
    </Card>
  );
}
