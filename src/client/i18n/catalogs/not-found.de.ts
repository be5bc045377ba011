import type { notFoundEn } from './not-found.en';

export const notFoundDe = {
  'not-found.title': 'Seite nicht gefunden',
  'not-found.eyebrow': 'Vom Weg abgekommen?',
  'not-found.heading': '404 – Seite nicht gefunden',
  'not-found.text': 'Die gesuchte Seite gibt es nicht oder sie ist umgezogen. Atme kurz durch und kehr auf vertrauten Boden zurück.',
  'not-found.home': 'Zur Startseite',
} as const satisfies Record<keyof typeof notFoundEn, string>;
