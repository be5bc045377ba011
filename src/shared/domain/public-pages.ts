// What each public page calls itself in the browser tab, in search results
// and in link previews. The server writes it into the HTML it sends (so a
// crawler or a chat preview that runs no script sees it) and the client keeps
// it current while the visitor navigates; both read it from here, so they
// agree (docs/decisions/0030-sharing-and-search.md).
import { formatDollars } from './money.js';
import type { PageMeta } from './public-page-texts.js';

export * from './public-page-texts.js';

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
