/**
 * Server loaders of events: upcoming (and ongoing) events as cards, a month calendar
 * (`?month=YYYY-MM`), and single events. "Now" is the time of the request.
 */
import type { Locale } from '#shared/constants/spec.ts';
import { formatTimeRange, intlLocale } from '#shared/lib/dates.ts';
import { localize } from '#shared/lib/localize.ts';
import type { Event } from '#shared/schemas/content.ts';
import type { CardData, ListingData } from '../lib/view-models';
import type {
  CalendarDay,
  CalendarEvent,
  CalendarMonth,
  EventData,
  EventDetail,
  EventsData,
  EventStatus,
} from '../features/events/types';
import { fallbackLanguage, paragraphs, withoutEmpty } from '../features/blog/text';
import type { ContentReader } from '#worker/src/services/content/client.ts';
import { categoryTitles, eventCard, filterOptions, presenterCard, presenterName } from './cards.server';
import { buildListing } from './listing.server';
import { defaultSortOf, parseListingQuery } from '#shared/lib/listing-query.ts';
import { contained, missing, whole, type LoaderServices, type ServerLoader } from './types.server';
import { eventSeo } from './seo.server';
import { localCountryName } from '#shared/lib/country-names.ts';

const STEP_MS = 6 * 3_600_000;
/** An event is drawn on at most this many days of the calendar. */
const MAX_EVENT_DAYS = 62;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FIRST_YEAR = 1970;
const LAST_YEAR = 2200;

// --- Time -------------------------------------------------------------------------------------

const time = (iso: string | undefined) => (iso === undefined ? Number.NaN : Date.parse(iso));

/** upcoming: starts now or later; ongoing: started and not yet ended; past: the rest. */
export function eventStatus(event: Pick<Event, 'startsAt' | 'endsAt'>, now: number): EventStatus {
  const start = time(event.startsAt);
  if (start >= now) return 'upcoming';
  const end = time(event.endsAt);
  return end > now ? 'ongoing' : 'past';
}

/** Events not over yet (upcoming or ongoing), soonest first. */
export function upcomingEvents<T extends Pick<Event, 'startsAt' | 'endsAt'>>(events: T[], now: number): T[] {
  return events
    .filter((event) => eventStatus(event, now) !== 'past')
    .sort((a, b) => time(a.startsAt) - time(b.startsAt));
}

/** The event's zone if Intl knows it, else UTC. */
export function validZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar fields of an instant in a zone (24-hour clock). */
function zonedParts(instant: number, timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayInZone(instant: number, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "UTC+02:00", "UTC-03:30", "UTC+00:00": the zone's offset at that instant. */
export function utcOffset(instant: number, timeZone: string): string {
  const parts = zonedParts(Math.floor(instant / 1000) * 1000, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const minutes = Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** Every day (YYYY-MM-DD, in the event's zone) an event covers; an end at midnight adds no day. */
export function eventDays(event: Pick<Event, 'startsAt' | 'endsAt' | 'timeZone'>): string[] {
  const zone = validZone(event.timeZone);
  const start = time(event.startsAt);
  if (Number.isNaN(start)) return [];
  const endValue = time(event.endsAt);
  const end = endValue > start ? endValue - 1 : start;
  const days: string[] = [];
  // Steps shorter than a day, so a day shortened by a clock change is never skipped.
  for (let instant = start; days.length < MAX_EVENT_DAYS; instant += STEP_MS) {
    const day = dayInZone(Math.min(instant, end), zone);
    if (day !== days.at(-1)) days.push(day);
    if (instant >= end) break;
  }
  return days;
}

// --- Calendar -----------------------------------------------------------------------------------

export interface MonthValue {
  year: number;
  /** 1-12. */
  month: number;
}

const monthKey = ({ year, month }: MonthValue) => `${year}-${pad(month)}`;

/** The value of `?month=` when it names a month (kept by the events listing's links), else undefined. */
export function monthParam(value: string | null | undefined): string | undefined {
  const match = MONTH_PATTERN.exec(value?.trim() ?? '');
  const year = Number(match?.[1]);
  return match && year >= FIRST_YEAR && year <= LAST_YEAR ? match[0] : undefined;
}

/** The month of `?month=YYYY-MM`, or the current (UTC) month when absent or invalid. */
export function parseMonth(value: string | null | undefined, now: number): MonthValue {
  const match = MONTH_PATTERN.exec(value?.trim() ?? '');
  const year = Number(match?.[1]);
  if (match && year >= FIRST_YEAR && year <= LAST_YEAR) return { year, month: Number(match[2]) };
  const today = new Date(now);
  return { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
}

function shiftMonth({ year, month }: MonthValue, delta: number): MonthValue {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "April 2026" / "Avril 2026": month and year in the reader's language, capitalised. */
export function monthLabel(value: MonthValue, locale: Locale): string {
  const text = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(value.year, value.month - 1, 1),
  );
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}

/** The month grid (Monday first) with each day's events, titles in the reader's language. */
export function calendarMonth(events: Event[], month: MonthValue, now: number, locale: Locale): CalendarMonth {
  const key = monthKey(month);
  const byDay = new Map<string, CalendarEvent[]>();
  const inMonth = new Set<string>();
  const sorted = [...events].sort((a, b) => time(a.startsAt) - time(b.startsAt));
  for (const event of sorted) {
    for (const day of eventDays(event)) {
      if (!day.startsWith(`${key}-`)) continue;
      inMonth.add(event.id);
      const list = byDay.get(day) ?? [];
      list.push({ id: event.id, title: localize(event.title, locale), url: `/events/${encodeURIComponent(event.id)}` });
      byDay.set(day, list);
    }
  }
  const today = new Date(now).toISOString().slice(0, 10);
  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  // getUTCDay: 0 is Sunday; the grid starts on Monday.
  const leading = (new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) {
    const date = `${key}-${pad(day)}`;
    cells.push({ day, date, today: date === today, events: byDay.get(date) ?? [] });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return {
    month: key,
    caption: monthLabel(month, locale),
    previous: { month: monthKey(previous), label: monthLabel(previous, locale) },
    next: { month: monthKey(next), label: monthLabel(next, locale) },
    weeks,
    eventCount: inMonth.size,
  };
}

// --- Cards and details --------------------------------------------------------------------------

/**
 * Upcoming and ongoing events as a listing: soonest first unless the URL sorts them otherwise
 * (decision 0017), filtered by category, 20 to a page. Its links keep the calendar's month.
 */
async function upcomingListing(services: LoaderServices, url: URL, now: number): Promise<ListingData> {
  const { content, allContent, locale } = services;
  const [events, all, categories] = await Promise.all([
    content.list('events'),
    allContent.list('events'),
    content.list('categories').catch((error: unknown) => {
      services.onError(error);
      return [];
    }),
  ]);
  const titles = categoryTitles(categories, locale);
  const upcoming = upcomingEvents(events, now);
  const selected = url.searchParams.get('category');
  const used = new Set(upcoming.flatMap((event) => event.categoryIds));
  return buildListing(
    { items: upcoming, all: upcomingEvents(all, now) },
    url,
    locale,
    {
      title: (event) => localize(event.title, locale),
      date: (event) => event.startsAt,
      categoryIds: (event) => event.categoryIds,
    },
    { categories },
    {
      // The categories upcoming events have (a choice that matches nothing helps no one), and the chosen one.
      categories: filterOptions(
        categories.filter((item) => used.has(item.id) || item.id === selected || item.slug === selected),
        locale,
      ),
    },
    (event) => eventCard(event, locale, titles),
    { listing: 'events', keep: { month: monthParam(url.searchParams.get('month')) } },
  );
}

export function eventDetail(event: Event, locale: Locale, now: number): EventDetail {
  const zone = validZone(event.timeZone);
  const source = localize(event.description, locale) ? event.description : event.summary;
  const description = paragraphs(localize(source, locale));
  const place = event.location ? withoutEmpty({ ...event.location }) : undefined;
  return withoutEmpty({
    id: event.id,
    title: localize(event.title, locale),
    summary: localize(event.summary, locale),
    image: event.image,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    when: formatTimeRange(event.startsAt, event.endsAt, locale, zone),
    zone: `${zone.replace(/_/g, ' ')} (${utcOffset(time(event.startsAt), zone)})`,
    place: place && Object.keys(place).length > 0 ? place : undefined,
    onlineUrl: event.onlineUrl,
    registrationUrl: event.registrationUrl,
    description,
    descriptionLang: description.length > 0 ? fallbackLanguage(source, locale) : undefined,
    status: eventStatus(event, now),
    calendarUrl: `/events/${encodeURIComponent(event.id)}/calendar.ics`,
  });
}

async function presentersOf(event: Event, content: ContentReader, locale: Locale): Promise<CardData[]> {
  if (event.presenterIds.length === 0) return [];
  const [presenters, categories] = await Promise.all([content.list('presenters'), content.list('categories')]);
  const titles = categoryTitles(categories, locale);
  const byId = new Map(presenters.map((presenter) => [presenter.id, presenter]));
  return event.presenterIds.flatMap((id) => {
    const presenter = byId.get(id);
    return presenter ? [presenterCard(presenter, locale, titles)] : [];
  });
}

export const eventLoaders = {
  events: async ({ url }, services): Promise<EventsData> => {
    const now = Date.now();
    const month = parseMonth(url.searchParams.get('month'), now);
    return whole({
      upcoming: contained(upcomingListing(services, url, now), services),
      // The listing's state, for the calendar's month links (they keep the list's sort and page).
      query: parseListingQuery(url.searchParams, { defaultSort: defaultSortOf('events') }),
      calendar: contained(
        services.content.list('events').then((events) => calendarMonth(events, month, now, services.locale)),
        services,
      ),
    });
  },
  event: async ({ params }, services): Promise<EventData> => {
    const [events, presenters] = await Promise.all([
      services.content.list('events'),
      contained(services.content.list('presenters'), services),
    ]);
    const event = events.find((item) => item.id === params.id);
    if (!event) return missing(services, 'events', (item) => item.id === params.id);
    const place = event.location;
    const lead = presenters?.find((presenter) => presenter.id === event.presenterIds[0]);
    return whole({
      event: eventDetail(event, services.locale, Date.now()),
      ...(lead
        ? {
            host: {
              name: presenterName(lead),
              role: localize(lead.role, services.locale) || undefined,
              organisation: localize(lead.organisation, services.locale) || undefined,
              qualifications: localize(lead.qualifications, services.locale) || undefined,
            },
          }
        : {}),
      origin: services.origin,
      seo: eventSeo(services.origin, {
        title: localize(event.title, services.locale),
        description: localize(event.summary, services.locale) || localize(event.description, services.locale),
        image: event.image,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        path: `/events/${event.id}`,
        online: Boolean(event.onlineUrl),
        onlineUrl: event.onlineUrl,
        place: place
          ? {
              name: place.venue,
              address: place.address,
              city: place.city,
              country: place.country ? localCountryName(place.country, services.locale) : undefined,
            }
          : undefined,
        registrationUrl: event.registrationUrl,
      }),
      presenters: contained(presentersOf(event, services.content, services.locale), services),
    });
  },
} satisfies Record<string, ServerLoader>;
