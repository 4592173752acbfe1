/**
 * Calendar downloads: `GET /events/:id/calendar.ics` answers the event as an RFC 5545 file, in the
 * request's language (texts localised, combined = French with English fallback).
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import type { Locale } from '#shared/constants/spec.ts';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { buildCalendar, buildCalendarFeed, calendarFileName, type CalendarEntry } from '#shared/lib/icalendar.ts';
import { contentLanguage, localize, textLanguage } from '#shared/lib/localize.ts';
import type { Event } from '#shared/schemas/content.ts';
import enEvents from '#shared/i18n/locales/en/events.json';
import frEvents from '#shared/i18n/locales/fr/events.json';
import { pageServices } from '../page-services';
import { ApiError } from '../services/api-error';

const strings = { en: enEvents.ics, fr: frEvents.ics };

const fill = (template: string, url: string) => template.replace('{{url}}', url);

/** The place of an event on one line: venue, address, city, country; else its online address. */
function locationOf(event: Event): string | undefined {
  const { venue, address, city, country } = event.location ?? {};
  const place = [venue, address, city, country].filter(Boolean).join(', ');
  return place || event.onlineUrl;
}

/** The event's description, then how to join and register, then its page on the site. */
function descriptionOf(event: Event, locale: Locale, pageUrl: string): string {
  const labels = strings[uiLanguage(locale)];
  const text = localize(event.description, locale) || localize(event.summary, locale);
  const links = [
    event.onlineUrl ? fill(labels.joinOnline, event.onlineUrl) : '',
    event.registrationUrl ? fill(labels.register, event.registrationUrl) : '',
    fill(labels.moreInfo, pageUrl),
  ].filter(Boolean);
  return [text, links.join('\n')].filter(Boolean).join('\n\n');
}

/** The calendar entry of one event, in the reader's language. */
function eventEntry(event: Event, locale: Locale, origin: string): CalendarEntry {
  const site = new URL(origin);
  const pageUrl = new URL(`/events/${encodeURIComponent(event.id)}`, site).toString();
  return {
    uid: `${event.id}@${site.hostname}`,
    start: event.startsAt,
    end: event.endsAt,
    summary: localize(event.title, locale),
    description: descriptionOf(event, locale, pageUrl),
    location: locationOf(event),
    url: pageUrl,
    // The language the texts are really in (an English fallback is marked as English).
    language: textLanguage(event.title, locale) ?? contentLanguage(locale),
  };
}

/** The file of one event. Pure apart from its inputs, so it is easy to test. */
export function eventCalendar(event: Event, locale: Locale, origin: string, now: Date): string {
  return buildCalendar(eventEntry(event, locale, origin), { now });
}

/** The events, or a 503 in the reader's language when the content service cannot give them. */
async function eventsOrUnavailable(c: Context<AppEnv>) {
  const services = pageServices(c);
  // A failure is logged by the page services' content reader.
  const events = await services.content.list('events').catch(() => {
    throw new ApiError(503, 'unavailable', 'events:list.unavailable');
  });
  return { services, events };
}

export const calendar = new Hono<AppEnv>();

/** `/events/calendar.ics`: every upcoming event, a calendar people subscribe to. */
calendar.get('/events/calendar.ics', async (c) => {
  const { services, events } = await eventsOrUnavailable(c);
  const now = Date.now();
  const upcoming = events
    .filter((event) => Date.parse(event.endsAt ?? event.startsAt) >= now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const t = serverT(services.locale);
  const body = buildCalendarFeed(
    upcoming.map((event) => eventEntry(event, services.locale, services.origin)),
    { now: new Date(now), name: `${t('pages.events')} - ${t('siteName')}` },
  );
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': 'public, max-age=900',
    vary: 'cookie, accept-language',
  });
});

calendar.get('/events/:id/calendar.ics', async (c) => {
  const { services, events } = await eventsOrUnavailable(c);
  const event = events.find((item) => item.id === c.req.param('id'));
  if (!event) throw new ApiError(404, 'not_found', 'events:ics.unknownEvent');
  const body = eventCalendar(event, services.locale, services.origin, new Date());
  const fileName = calendarFileName(localize(event.title, services.locale), event.id);
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    // The file is in the reader's language (cookie); never shared between readers by a cache.
    'cache-control': 'private, max-age=300',
    vary: 'cookie, accept-language',
  });
});
