// What each public page calls itself in the browser tab, in search results
// and in link previews. The server writes it into the HTML it sends (so a
// crawler or a chat preview that runs no script sees it) and the client keeps
// it current while the visitor navigates; both read it from here, so they
// agree (docs/decisions/0030-sharing-and-search.md).
import { formatDollars } from './money.js';

export const APP_NAME = 'Stillpoint';

export type PageMeta = { title: string | undefined; description: string };

export const DEFAULT_DESCRIPTION = 'Find a mindfulness coach you trust, read honest reviews and book one-to-one video sessions.';

// The public pages with a fixed text. The home page has no title of its own.
export const PUBLIC_PAGES = {
  '/': {
    title: undefined,
    description:
      'Find a mindfulness coach you trust and book private one-to-one video sessions for stress, sleep, focus, parenting and more.',
  },
  '/coaches': {
    title: 'Find Your Coach',
    description: 'Browse mindfulness coaches by specialty, availability and price, read their reviews and book a video session.',
  },
  '/getting-started': {
    title: 'Getting Started',
    description:
      'How to choose a mindfulness coach, what a first video session looks like, how to prepare, and how pricing and refunds work.',
  },
  '/how-it-works': {
    title: 'How It Works',
    description:
      'Find a mindfulness coach, book and pay securely, meet by private video and reflect on your progress. Plus answers to common questions.',
  },
  '/founding-coaches': {
    title: 'Founding Coaches',
    description:
      'Join Stillpoint as a founding mindfulness coach: Pro free during beta, no platform fees during beta, priority listing, branding, calendar sync and session notes.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;
export const PUBLIC_PAGE_PATHS = Object.keys(PUBLIC_PAGES) as PublicPagePath[];

export function documentTitle(title: string | undefined, appName: string = APP_NAME): string {
  return title ? `${title} | ${appName}` : `${appName}: mindfulness coaching`;
}

// Search results show about 160 characters; longer text is cut at a word.
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 3);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}...`;
}

export type CoachForMeta = {
  firstName: string;
  lastName: string;
  bio: string;
  hourlyRate: number;
  sessionLength: number;
  specializations: { name: string }[];
};

export function coachName(coach: Pick<CoachForMeta, 'firstName' | 'lastName'>): string {
  return `${coach.firstName} ${coach.lastName}`;
}

// "Stress Management, Sleep · $85.00 per 60-minute session", the preview's second line.
export function coachOffer(coach: CoachForMeta): string {
  const price = `${formatDollars(coach.hourlyRate)} per ${coach.sessionLength}-minute session`;
  const specializations = coach.specializations.map((s) => s.name).join(', ');
  return specializations ? `${specializations} · ${price}` : price;
}

export function coachPageMeta(coach: CoachForMeta): PageMeta {
  return { title: `${coachName(coach)}, mindfulness coach`, description: clip(`${coachOffer(coach)}. ${coach.bio}`) };
}
