// What a coach hears about the admins' look at their profile (docs/product/vetting.md):
// approved and listed, not approved with the reason, or taken off the directory with the reason;
// in the coach's language.
import type { Locale } from '../../../../shared/i18n/locales.js';
import type { OutgoingEmail } from '../email-message.js';
import { readerOf } from './email-texts.js';
import { renderEmail } from './format.js';

export type VettingDecision = 'approved' | 'rejected' | 'unlisted';

export type VettingEmailFacts = {
  appName: string;
  baseUrl: string;
  coach: { firstName: string; email: string; locale: Locale };
  decision: VettingDecision;
  // The admin's words, for rejected and unlisted.
  reason: string | null;
};

export function vettingEmail(f: VettingEmailFacts): OutgoingEmail {
  const r = readerOf(f.coach.locale);
  const base = {
    to: f.coach.email,
    locale: r.locale,
    greeting: r.greeting(f.coach.firstName),
    action: { label: r.t('action.openDashboard'), url: `${f.baseUrl.replace(/\/$/, '')}/dashboard/coach` },
  };
  const app = { app: f.appName };
  const reason = r.t('vetting.reason', { reason: f.reason ?? '' });
  switch (f.decision) {
    case 'approved':
      return renderEmail(f.appName, { ...base, subject: r.t('vetting.approved.subject', app), paragraphs: [r.t('vetting.approved.body')] });
    case 'rejected':
      return renderEmail(f.appName, {
        ...base,
        subject: r.t('vetting.rejected.subject', app),
        paragraphs: [r.t('vetting.rejected.body'), reason, r.t('vetting.rejected.how')],
      });
    case 'unlisted':
      return renderEmail(f.appName, {
        ...base,
        subject: r.t('vetting.unlisted.subject', app),
        paragraphs: [r.t('vetting.unlisted.body'), reason, r.t('vetting.unlisted.how')],
      });
  }
}
