import type { pagesEn } from './pages.en.js';

export const pagesDe = {
  'pages.tagline': 'Achtsamkeits-Coaching',
  'pages.default.description':
    'Finde einen Achtsamkeits-Coach, dem du vertraust, lies ehrliche Bewertungen und buche persönliche Videositzungen.',
  'pages.home.description':
    'Finde einen Achtsamkeits-Coach, dem du vertraust, und buche private Videositzungen zu Stress, Schlaf, Fokus, Elternsein und mehr.',
  'pages.coaches.title': 'Finde deinen Coach',
  'pages.coaches.description':
    'Entdecke Achtsamkeits-Coaches nach Schwerpunkt, freien Zeiten und Preis, lies ihre Bewertungen und buche eine Videositzung.',
  'pages.getting-started.title': 'Erste Schritte',
  'pages.getting-started.description':
    'Wie du einen Achtsamkeits-Coach wählst, wie eine erste Videositzung abläuft, wie du dich vorbereitest und wie Preise und Erstattungen funktionieren.',
  'pages.how-it-works.title': 'So funktioniert’s',
  'pages.how-it-works.description':
    'Finde einen Achtsamkeits-Coach, buche und bezahle sicher, triff dich per privatem Video und denk über deine Fortschritte nach. Dazu Antworten auf häufige Fragen.',
  'pages.founding-coaches.title': 'Gründungs-Coaches',
  'pages.founding-coaches.description':
    'Werde Gründungs-Coach bei Stillpoint: Pro kostenlos während der Beta, keine Plattformgebühren während der Beta, bevorzugte Platzierung, eigenes Branding, Kalenderabgleich und Sitzungsnotizen.',
} as const satisfies Record<keyof typeof pagesEn, string>;
