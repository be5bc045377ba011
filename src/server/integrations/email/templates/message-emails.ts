// The e-mail about a new message (docs/product/messages.md): who wrote and a
// link to the thread. The text itself stays on the site, where it is shown
// as text and can be reported; an e-mail would spread it beyond reach.
import type { Locale } from '../../../../shared/i18n/locales.js';
import type { OutgoingEmail } from '../email-message.js';
import { readerOf } from './email-texts.js';
import { renderEmail } from './format.js';

export type NewMessageFacts = {
  appName: string;
  // Where links point, e.g. https://stillpoint.app (no trailing slash).
  baseUrl: string;
  conversationId: number;
  recipient: { firstName: string; email: string; locale: Locale };
  senderName: string;
};

export function newMessageEmail(f: NewMessageFacts): OutgoingEmail {
  const r = readerOf(f.recipient.locale);
  return renderEmail(f.appName, {
    to: f.recipient.email,
    locale: r.locale,
    subject: r.t('message.subject', { sender: f.senderName }),
    greeting: r.greeting(f.recipient.firstName),
    paragraphs: [r.t('message.body', { sender: f.senderName, app: f.appName })],
    action: { label: r.t('action.readAndReply'), url: `${f.baseUrl}/messages/${f.conversationId}` },
  });
}
