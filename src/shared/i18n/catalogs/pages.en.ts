// What each public page calls itself (browser tab, search results, link
// previews) in English: the texts of src/shared/domain/public-page-texts.ts,
// which stay there for the English pages' first download; the other
// languages translate these keys (publicPageMetaIn there).
import { DEFAULT_DESCRIPTION, PUBLIC_PAGES } from '../../domain/public-page-texts.js';

export const pagesEn = {
  'pages.tagline': 'mindfulness coaching',
  'pages.default.description': DEFAULT_DESCRIPTION,
  'pages.home.description': PUBLIC_PAGES['/'].description,
  'pages.coaches.title': PUBLIC_PAGES['/coaches'].title,
  'pages.coaches.description': PUBLIC_PAGES['/coaches'].description,
  'pages.getting-started.title': PUBLIC_PAGES['/getting-started'].title,
  'pages.getting-started.description': PUBLIC_PAGES['/getting-started'].description,
  'pages.how-it-works.title': PUBLIC_PAGES['/how-it-works'].title,
  'pages.how-it-works.description': PUBLIC_PAGES['/how-it-works'].description,
  'pages.founding-coaches.title': PUBLIC_PAGES['/founding-coaches'].title,
  'pages.founding-coaches.description': PUBLIC_PAGES['/founding-coaches'].description,
} as const;
