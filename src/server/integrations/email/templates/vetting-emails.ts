// What a coach hears about the admins' look at their profile (docs/product/vetting.md):
// approved and listed, not approved with the reason, or taken off the directory with the reason.
import type { OutgoingEmail } from '../email-message.js';
import { renderEmail } from './format.js';

export type VettingDecision = 'approved' | 'rejected' | 'unlisted';

export type VettingEmailFacts = {
  appName: string;
  baseUrl: string;
  coach: { firstName: string; email: string };
  decision: VettingDecision;
  // The admin's words, for rejected and unlisted.
  reason: string | null;
};

export function vettingEmail(f: VettingEmailFacts): OutgoingEmail {
  const dashboard = { label: 'Open your dashboard', url: `${f.baseUrl.replace(/\/$/, '')}/dashboard/coach` };
  const base = { to: f.coach.email, greeting: `Hi ${f.coach.firstName},`, action: dashboard };
  const reason = `Reason: ${f.reason ?? ''}`;
  switch (f.decision) {
    case 'approved':
      return renderEmail(f.appName, {
        ...base,
        subject: `Your ${f.appName} profile is approved`,
        paragraphs: [
          'Good news: we reviewed your profile and it is now listed in the coach directory. Clients can find you and book sessions.',
        ],
      });
    case 'rejected':
      return renderEmail(f.appName, {
        ...base,
        subject: `Your ${f.appName} profile needs changes`,
        paragraphs: [
          'Thank you for applying. We reviewed your profile and cannot list it yet.',
          reason,
          'You can update your profile from your dashboard. Saving it sends it back to us for another review.',
        ],
      });
    case 'unlisted':
      return renderEmail(f.appName, {
        ...base,
        subject: `Your ${f.appName} profile is no longer listed`,
        paragraphs: [
          'We have taken your profile off the coach directory, so clients cannot find or book you for now. Sessions already booked are not affected.',
          reason,
          'You can update your profile from your dashboard. Saving it sends it back to us for review.',
        ],
      });
  }
}
