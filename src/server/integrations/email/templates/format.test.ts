import { describe, expect, it } from 'vitest';
import { escapeHtml, formatForClient, formatInZone, renderEmail } from './format.js';

describe('e-mail formatting', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<b onclick="x">Tom & 'Jerry'</b>`)).toBe('&lt;b onclick=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });

  it('writes a time in a named zone', () => {
    expect(formatInZone(new Date('2030-05-06T12:00:00Z'), 'Europe/Berlin')).toBe('Monday 6 May 2030, 2:00 PM (Europe/Berlin)');
    expect(formatInZone(new Date('2030-01-07T09:30:00Z'), 'America/New_York')).toBe('Monday 7 January 2030, 4:30 AM (America/New_York)');
  });

  it('gives clients the coach’s zone and UTC, with the UTC date when it differs', () => {
    expect(formatForClient(new Date('2030-05-06T12:00:00Z'), 'Europe/Berlin')).toBe(
      'Monday 6 May 2030, 2:00 PM (Europe/Berlin) / 12:00 PM UTC',
    );
    expect(formatForClient(new Date('2030-05-06T23:30:00Z'), 'Asia/Tokyo')).toBe(
      'Tuesday 7 May 2030, 8:30 AM (Asia/Tokyo) / Monday 6 May 2030, 11:30 PM UTC',
    );
    expect(formatForClient(new Date('2030-05-06T12:00:00Z'), 'UTC')).toBe('Monday 6 May 2030, 12:00 PM (UTC)');
    expect(formatForClient(new Date('2030-05-06T12:00:00Z'), 'Europe/Berlin', null)).toBe(
      'Monday 6 May 2030, 2:00 PM (Europe/Berlin) / 12:00 PM UTC',
    );
  });

  it('gives a client with a known zone the time in that zone, named', () => {
    expect(formatForClient(new Date('2030-05-07T18:00:00Z'), 'Europe/Berlin', 'America/New_York')).toBe(
      'Tuesday 7 May 2030, 2:00 PM (America/New_York)',
    );
    expect(formatForClient(new Date('2030-05-06T23:30:00Z'), 'Europe/Berlin', 'Asia/Tokyo')).toBe(
      'Tuesday 7 May 2030, 8:30 AM (Asia/Tokyo)',
    );
    // A zone this runtime does not know falls back rather than losing the e-mail.
    expect(formatForClient(new Date('2030-05-06T12:00:00Z'), 'Europe/Berlin', 'Mars/Olympus')).toBe(
      'Monday 6 May 2030, 2:00 PM (Europe/Berlin) / 12:00 PM UTC',
    );
  });

  it('renders plain text and HTML with the action link, escaping user content only in HTML', () => {
    const mail = renderEmail('Stillpoint', {
      to: 'a@example.com',
      subject: 'Hi',
      greeting: 'Hi <Ann>,',
      paragraphs: ['Line one\nline two'],
      action: { label: 'Open', url: 'https://x.test/a?b=1&c=2' },
    });
    expect(mail.text).toContain('Hi <Ann>,');
    expect(mail.text).toContain('Open: https://x.test/a?b=1&c=2');
    expect(mail.html).toContain('Hi &lt;Ann&gt;,');
    expect(mail.html).not.toContain('<Ann>');
    expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
    expect(mail.html).toContain('Line one<br>line two');
  });
});
