// A group program's head (docs/product/programs.md): title, description,
// Open Graph and Twitter tags for link previews, and JSON-LD for search
// engines: an Event for a workshop; a Course with one CourseInstance (its
// weekly meetings as a schedule) for a course. Only what the public program
// answer itself holds.
import { documentTitle } from '../../../shared/domain/public-pages.js';
import type { TProgram } from '../../../shared/schemas/programs.js';
import type { PageHead } from './head-html.js';
import { absoluteUrl } from './site-origin.js';

const DESCRIPTION_MAX = 160;

function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function eventStatus(program: TProgram): string {
  return program.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled';
}

export function programHead(program: TProgram, { origin, appName }: { origin: string; appName: string }): PageHead {
  const url = absoluteUrl(origin, `/programs/${program.id}`);
  const description = shortDescription(program.description);
  const first = program.meetings[0];
  const last = program.meetings[program.meetings.length - 1];
  const heading = `${program.title} with ${program.coachName}`;
  const offer = {
    '@type': 'Offer',
    price: program.price.toFixed(2),
    priceCurrency: 'USD',
    url,
    availability: program.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
  const instructor = { '@type': 'Person', name: program.coachName };
  const online = { '@type': 'VirtualLocation', url };
  const jsonLd =
    program.kind === 'workshop'
      ? {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: program.title,
          description,
          url,
          startDate: first?.start,
          endDate: first?.end,
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          eventStatus: eventStatus(program),
          location: online,
          organizer: instructor,
          maximumAttendeeCapacity: program.capacity,
          offers: offer,
        }
      : {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: program.title,
          description,
          url,
          provider: { '@type': 'Organization', name: appName, url: origin },
          offers: offer,
          hasCourseInstance: {
            '@type': 'CourseInstance',
            courseMode: 'online',
            startDate: first?.start,
            endDate: last?.end,
            eventStatus: eventStatus(program),
            location: online,
            instructor,
            maximumAttendeeCapacity: program.capacity,
            courseSchedule: {
              '@type': 'Schedule',
              repeatFrequency: 'P1W',
              repeatCount: program.meetings.length,
              duration: `PT${program.meetingMinutes}M`,
              startDate: first?.start,
              endDate: last?.end,
              scheduleTimezone: program.timeZone,
            },
          },
        };
  return {
    title: documentTitle(heading, appName),
    description,
    canonical: url,
    ...(program.status === 'published' ? {} : { robots: 'noindex' }),
    openGraph: [
      ['og:type', 'website'],
      ['og:site_name', appName],
      ['og:title', heading],
      ['og:description', description],
      ['og:url', url],
    ],
    twitter: [
      ['twitter:card', 'summary'],
      ['twitter:title', heading],
      ['twitter:description', description],
      ['twitter:label1', 'Price per seat'],
      ['twitter:data1', `$${program.price.toFixed(2)}`],
      ['twitter:label2', 'Seats left'],
      ['twitter:data2', String(program.seatsLeft)],
    ],
    jsonLd,
  };
}
