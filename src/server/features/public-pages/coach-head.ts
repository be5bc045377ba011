// A coach profile's head: title and description as the client shows them,
// Open Graph and Twitter tags for link previews (name, photo, specializations,
// price) and JSON-LD for search engines with the coach's aggregate rating.
// Only what the public profile itself shows (docs/decisions/0030-sharing-and-search.md).
import { coachName, coachOffer, coachPageMeta, documentTitle } from '../../../shared/domain/public-pages.js';
import type { TCoach } from '../../../shared/schemas/coaches.js';
import type { PageHead } from './head-html.js';
import { absoluteUrl } from './site-origin.js';

// A photo address as an absolute http(s) URL, or nothing.
function photoUrl(origin: string, profileImage: string | null): string | undefined {
  if (!profileImage) return undefined;
  try {
    const url = new URL(absoluteUrl(origin, profileImage));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function coachHead(coach: TCoach, { origin, appName }: { origin: string; appName: string }): PageHead {
  const meta = coachPageMeta(coach);
  const name = coachName(coach);
  const url = absoluteUrl(origin, `/coaches/${coach.id}`);
  const image = photoUrl(origin, coach.profileImage);
  const price = coach.hourlyRate.toFixed(2);
  const specializations = coach.specializations.map((s) => s.name);
  return {
    title: documentTitle(meta.title, appName),
    description: meta.description,
    canonical: url,
    openGraph: [
      ['og:type', 'profile'],
      ['og:site_name', appName],
      ['og:title', `${name}, mindfulness coach`],
      ['og:description', meta.description],
      ['og:url', url],
      ['profile:first_name', coach.firstName],
      ['profile:last_name', coach.lastName],
      ...(image
        ? ([
            ['og:image', image],
            ['og:image:alt', `Photo of ${name}`],
          ] as [string, string][])
        : []),
    ],
    twitter: [
      ['twitter:card', 'summary'],
      ['twitter:title', `${name}, mindfulness coach`],
      ['twitter:description', meta.description],
      ...(image
        ? ([
            ['twitter:image', image],
            ['twitter:image:alt', `Photo of ${name}`],
          ] as [string, string][])
        : []),
      ['twitter:label1', 'Price'],
      ['twitter:data1', coachOffer({ ...coach, specializations: [] })],
      ...(specializations.length > 0
        ? ([
            ['twitter:label2', 'Specializations'],
            ['twitter:data2', specializations.join(', ')],
          ] as [string, string][])
        : []),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: `Mindfulness coaching with ${name}`,
      serviceType: 'Mindfulness coaching',
      url,
      description: meta.description,
      provider: {
        '@type': 'Person',
        name,
        jobTitle: 'Mindfulness coach',
        url,
        ...(image ? { image } : {}),
        ...(specializations.length > 0 ? { knowsAbout: specializations } : {}),
      },
      offers: { '@type': 'Offer', price, priceCurrency: 'USD', url, description: `${coach.sessionLength}-minute video session` },
      // A coach without reviews is shown as "New" on the page (DECISIONS section 6): no rating to publish.
      ...(coach.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: coach.rating,
              reviewCount: coach.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
