// The part of translate-sentence.tsx that finds a sentence and writes it in
// the reader's language. Only a German or Spanish reader needs it, so it
// travels in their language's chunk (english-sentences.ts hands it over) and
// the first download of a page in English does not carry it
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
import { DEFAULT_LOCALE, INTL_TAG, type Locale } from '@shared/i18n/locales';
import { formatMessage } from './format-message';
import type { Messages } from './i18n-context';
import { findSentence, indexSentences, type SentenceIndex } from './sentence-index';

// The English texts come with the reader's catalog, under "en:<key>"
// (english-sentences.ts); indexed once per catalog.
const ENGLISH = 'en:';
const indexes = new WeakMap<Messages, SentenceIndex>();

function indexOf(messages: Messages): SentenceIndex {
  let index = indexes.get(messages);
  if (!index) {
    const english = Object.entries(messages).filter(([key]) => key.startsWith(ENGLISH));
    index = indexSentences(Object.fromEntries(english.map(([key, text]) => [key.slice(ENGLISH.length), text])));
    indexes.set(messages, index);
  }
  return index;
}

// A text with a status in front ("401: Invalid username or password") keeps it;
// errorText no longer writes one (docs/product/ui-behaviour.md#requests-and-error-text).
const STATUS_PREFIX = /^(\d{3}: )([\s\S]*)$/;

// A date the schemas write into a sentence in English ("Monday, January 7,
// 2030", shared/schemas/schedule.ts), in the reader's words and with what its
// sentence needs around it ("am Montag, 7. Januar 2030"): the onDate part.
const ENGLISH_DATE =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ON_DATE = 'app-sentences.part.onDate';

function dateIn(text: string, locale: Locale, messages: Messages): string | undefined {
  const [, month = '', day, year] = ENGLISH_DATE.exec(text) ?? [];
  if (!day || !year) return undefined;
  const utc = Date.UTC(Number(year), MONTHS.indexOf(month), Number(day));
  const date = new Intl.DateTimeFormat(INTL_TAG[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(utc);
  const own = messages[ON_DATE];
  return own === undefined ? date : formatMessage(own, INTL_TAG[locale], { date });
}

function translateWith(index: SentenceIndex, shapes: 'sentences' | 'parts', text: string, locale: Locale, messages: Messages): string {
  const date = shapes === 'parts' ? dateIn(text, locale, messages) : undefined;
  if (date !== undefined) return date;
  const match = findSentence(index[shapes], text);
  const own = match && messages[match.key];
  if (!match || own === undefined) return text;
  // A value may be a part with words of its own ("a minute" in a rate limit's message).
  const values = Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => [name, translateWith(index, 'parts', value, locale, messages)]),
  );
  return formatMessage(own, INTL_TAG[locale], values);
}

export function translateSentenceIn(text: string, locale: Locale, messages: Messages): string {
  if (locale === DEFAULT_LOCALE || !text) return text;
  const prefixed = STATUS_PREFIX.exec(text);
  if (prefixed) return `${prefixed[1]}${translateSentenceIn(prefixed[2] ?? '', locale, messages)}`;
  return translateWith(indexOf(messages), 'sentences', text, locale, messages);
}
