import type { uiEn } from './ui.en';

export const uiDe = {
  'ui.close': 'Schließen',
  'ui.loading': 'Wird geladen',
  'ui.rated': 'Mit {rating} von 5 Sternen bewertet',
} as const satisfies Record<keyof typeof uiEn, string>;
