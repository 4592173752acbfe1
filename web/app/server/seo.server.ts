/**
 * What each page type tells search engines (SeoData, rendered by the routes' meta): description,
 * image, OpenGraph type and schema.org structured data (VideoObject, Event, Article, Person,
 * Organization). Built from content already resolved to the reader's language.
 */
import type { SeoData } from '../lib/view-models';

/** A description of at most ~160 characters, cut at a word. */
export function describe(text: string | undefined, fallback?: string): string | undefined {
  const value = (text || fallback || '').replace(/\s+/g, ' ').trim();
  if (value.length <= 160) return value || undefined;
  return `${value.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organizationSeo(
  origin: string,
  name: string,
  description: string,
  sameAs: string[],
): SeoData['jsonLd'] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      url: absolute(origin, '/'),
      logo: absolute(origin, '/favicon.svg'),
      description,
      sameAs,
    },
  ];
}

export interface VideoInput {
  title: string;
  description?: string;
  image?: string;
  date: string;
  durationSeconds?: number;
  videoId?: string;
  path: string;
  presenters: string[];
}

export function videoSeo(origin: string, video: VideoInput): SeoData {
  return {
    title: video.title,
    description: describe(video.description),
    image: video.image,
    type: 'video.other',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        description: describe(video.description, video.title),
        thumbnailUrl: video.image ? [video.image] : [absolute(origin, '/favicon.svg')],
        uploadDate: video.date,
        ...(video.durationSeconds
          ? { duration: `PT${Math.floor(video.durationSeconds / 60)}M${video.durationSeconds % 60}S` }
          : {}),
        ...(video.videoId ? { embedUrl: `https://www.youtube-nocookie.com/embed/${video.videoId}` } : {}),
        url: absolute(origin, video.path),
        ...(video.presenters.length ? { creator: video.presenters.map((name) => ({ '@type': 'Person', name })) } : {}),
      },
    ],
  };
}

export interface EventInput {
  title: string;
  description?: string;
  image?: string;
  startsAt: string;
  endsAt?: string;
  path: string;
  online: boolean;
  onlineUrl?: string;
  place?: { name?: string; address?: string; city?: string; country?: string };
  registrationUrl?: string;
}

export function eventSeo(origin: string, event: EventInput): SeoData {
  const physical = event.place
    ? {
        '@type': 'Place',
        name: event.place.name ?? event.place.city ?? '',
        address: {
          '@type': 'PostalAddress',
          streetAddress: event.place.address,
          addressLocality: event.place.city,
          addressCountry: event.place.country,
        },
      }
    : undefined;
  const virtual = event.online
    ? { '@type': 'VirtualLocation', url: event.onlineUrl ?? absolute(origin, event.path) }
    : undefined;
  return {
    title: event.title,
    description: describe(event.description),
    image: event.image,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: describe(event.description, event.title),
        startDate: event.startsAt,
        ...(event.endsAt ? { endDate: event.endsAt } : {}),
        eventAttendanceMode: `https://schema.org/${
          physical && virtual
            ? 'MixedEventAttendanceMode'
            : virtual
              ? 'OnlineEventAttendanceMode'
              : 'OfflineEventAttendanceMode'
        }`,
        eventStatus: 'https://schema.org/EventScheduled',
        location: [physical, virtual].filter(Boolean),
        ...(event.image ? { image: [event.image] } : {}),
        url: absolute(origin, event.path),
        ...(event.registrationUrl
          ? {
              offers: {
                '@type': 'Offer',
                url: event.registrationUrl,
                price: 0,
                priceCurrency: 'USD',
                availability: 'https://schema.org/InStock',
              },
            }
          : {}),
        organizer: { '@type': 'Organization', name: 'Conservation Tutorials Africa', url: absolute(origin, '/') },
      },
    ],
  };
}

export interface ArticleInput {
  title: string;
  summary?: string;
  image?: string;
  date: string;
  author: string;
  path: string;
  section?: string;
}

export function articleSeo(origin: string, article: ArticleInput): SeoData {
  return {
    title: article.title,
    description: describe(article.summary),
    image: article.image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: describe(article.summary, article.title),
        datePublished: article.date,
        author: { '@type': 'Person', name: article.author },
        ...(article.image ? { image: [article.image] } : {}),
        ...(article.section ? { articleSection: article.section } : {}),
        mainEntityOfPage: absolute(origin, article.path),
        publisher: {
          '@type': 'Organization',
          name: 'Conservation Tutorials Africa',
          logo: { '@type': 'ImageObject', url: absolute(origin, '/favicon.svg') },
        },
      },
    ],
  };
}

export interface PersonInput {
  name: string;
  summary?: string;
  image?: string;
  role?: string;
  organisation?: string;
  path: string;
}

export function personSeo(origin: string, person: PersonInput): SeoData {
  return {
    title: person.name,
    description: describe(person.summary, [person.role, person.organisation].filter(Boolean).join(', ')),
    image: person.image,
    type: 'profile',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: person.name,
        ...(person.role ? { jobTitle: person.role } : {}),
        ...(person.organisation ? { worksFor: { '@type': 'Organization', name: person.organisation } } : {}),
        ...(person.image ? { image: person.image } : {}),
        ...(person.summary ? { description: describe(person.summary) } : {}),
        url: absolute(origin, person.path),
      },
    ],
  };
}
