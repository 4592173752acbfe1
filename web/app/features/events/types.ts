import type { SeoData } from '../../lib/view-models';
/** Route data of the event pages (built by web/app/server/events.server.ts). */
import type { CardData, ListingData } from '../../lib/view-models';
import type { ListingQuery } from '#shared/lib/listing-query.ts';
import type { TextLanguage } from '../presenters/types';

/** An event shown in a calendar day. */
export interface CalendarEvent {
  id: string;
  title: string;
  url: string;
}

export interface CalendarDay {
  /** Day of the month, 1-31. */
  day: number;
  /** YYYY-MM-DD. */
  date: string;
  today: boolean;
  /** Events held (at least partly) on this day, in the event's own time zone. */
  events: CalendarEvent[];
}

export interface CalendarMonthLink {
  /** YYYY-MM, the value of the `month` query parameter. */
  month: string;
  /** Month and year in the reader's language, e.g. "April 2026", "avril 2026". */
  label: string;
}

/** One month of the events calendar, weeks from Monday to Sunday. */
export interface CalendarMonth {
  month: string;
  /** Month and year in the reader's language (the table's caption). */
  caption: string;
  previous: CalendarMonthLink;
  next: CalendarMonthLink;
  /** Rows of seven cells; null is a day of the neighbouring month. */
  weeks: (CalendarDay | null)[][];
  /** Events in this month, for the summary under the table. */
  eventCount: number;
}

export interface EventsData {
  /**
   * Upcoming and ongoing events as a listing (soonest first by default, decision 0017, category
   * filter, 20 a page; its links keep `?month=`); null when the content service failed.
   */
  upcoming: ListingData | null;
  /** The upcoming listing's state from the URL, which the calendar's month links keep. */
  query: ListingQuery;
  calendar: CalendarMonth | null;
}

export interface EventPlace {
  venue?: string;
  address?: string;
  city?: string;
  country?: string;
}

export type EventStatus = 'upcoming' | 'ongoing' | 'past';

export interface EventDetail {
  id: string;
  title: string;
  summary?: string;
  image?: string;
  startsAt: string;
  endsAt?: string;
  /** "5 Mar 2025, 09:00–11:00" in the event's time zone. */
  when: string;
  /** The event's zone as shown: "Africa/Johannesburg (UTC+02:00)". */
  zone: string;
  place?: EventPlace;
  onlineUrl?: string;
  registrationUrl?: string;
  description: string[];
  descriptionLang?: TextLanguage;
  status: EventStatus;
  /** The .ics download. */
  calendarUrl: string;
}

export interface EventData {
  /** What search engines and link previews get (the route's meta renders it). */
  seo?: SeoData;
  event: EventDetail;
  /** The event's first presenter, for the header banner (spec §2: role, organisation, qualifications). */
  host?: { name: string; role?: string; organisation?: string; qualifications?: string };
  origin: string;
  presenters: CardData[] | null;
}
