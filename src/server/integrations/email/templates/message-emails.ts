// The e-mail about a new message (docs/product/messages.md): who wrote and a
// link to the thread. The text itself stays on the site, where it is shown
// as text and can be reported; an e-mail would spread it beyond reach.
import type { OutgoingEmail } from '../email-message.js';
import { renderEmail } from './format.js';

export type NewMessageFacts = {
  appName: string;
  // Where links point, e.g. https://stillpoint.app (no trailing slash).
  baseUrl: string;
  conversationId: number;
  recipient: { firstName: string; email: string };
  senderName: string;
};

export function newMessageEmail(f: NewMessageFacts): OutgoingEmail {
  return renderEmail(f.appName, {
    to: f.recipient.email,
    subject: `New message from ${f.senderName}`,
    greeting: `Hi ${f.recipient.firstName},`,
    paragraphs: [`${f.senderName} sent you a message on ${f.appName}.`],
    action: { label: 'Read and reply', url: `${f.baseUrl}/messages/${f.conversationId}` },
  });
}
