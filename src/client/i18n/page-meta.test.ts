// The browser names a public page from its language's chunk, as the server
// does from the shared pages catalog (src/shared/domain/public-page-texts.ts).
import { describe, expect, it } from 'vitest';
import { documentTitle, publicPageMetaIn, taglineIn } from '@shared/domain/public-page-texts';
import { messages as messagesDe } from 'virtual:catalogs/messages.de.js';
import { messages as messagesEs } from 'virtual:catalogs/messages.es.js';

describe('a public page’s title and description in the reader’s language', () => {
  it('come from the German and Spanish chunks', () => {
    expect(publicPageMetaIn('/coaches', messagesDe).title).toBe('Finde deinen Coach');
    expect(publicPageMetaIn('/how-it-works', messagesEs).title).toBe('Cómo funciona');
    expect(documentTitle(publicPageMetaIn('/', messagesEs).title, 'Stillpoint', taglineIn(messagesEs))).toBe(
      'Stillpoint: coaching de mindfulness',
    );
  });

  it('stay English for an English reader, who has no catalog', () => {
    expect(publicPageMetaIn('/coaches', {})).toEqual({
      title: 'Find Your Coach',
      description: 'Browse mindfulness coaches by specialty, availability and price, read their reviews and book a video session.',
    });
    expect(documentTitle(undefined, 'Stillpoint', taglineIn({}))).toBe('Stillpoint: mindfulness coaching');
  });
});
