/**
 * The month calendar of events: an accessible table (caption = month and year), weeks from
 * Monday, days with events linking to them, and links to the previous and next months
 * (`?month=YYYY-MM`), plain links so it works without JavaScript.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { defaultSortOf, listingHref, type ListingQuery } from '#shared/lib/listing-query.ts';
import type { CalendarMonth } from './types';
import '../../styles/events-calendar.css';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * The events page's address showing a month, landing on the calendar; the list of upcoming
 * events above keeps its sort, filter and page.
 */
export function monthHref(month: string, query?: ListingQuery): string {
  const defaultSort = defaultSortOf('events');
  const state = query ?? { page: 1, sort: defaultSort };
  return `${listingHref('/events', state, {}, { defaultSort, keep: { month } })}#calendar`;
}

export function EventCalendar({ calendar, query }: { calendar: CalendarMonth; query?: ListingQuery }) {
  const { t } = useTranslation('events');
  return (
    <div className="event-calendar" data-testid="event-calendar" data-month={calendar.month}>
      <nav aria-label={t('calendar.months')} className="calendar-nav">
        <Link
          to={monthHref(calendar.previous.month, query)}
          preventScrollReset
          rel="prev nofollow"
          aria-label={t('calendar.previous', { month: calendar.previous.label })}
        >
          <span aria-hidden="true">‹</span> {calendar.previous.label}
        </Link>
        <Link
          to={monthHref(calendar.next.month, query)}
          preventScrollReset
          rel="next nofollow"
          aria-label={t('calendar.next', { month: calendar.next.label })}
        >
          {calendar.next.label} <span aria-hidden="true">›</span>
        </Link>
      </nav>
      <table className="calendar-table">
        <caption>{calendar.caption}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                <abbr title={t(`calendar.weekdaysLong.${day}`)}>{t(`calendar.weekdays.${day}`)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((cell, dayIndex) =>
                cell ? (
                  <td
                    key={cell.date}
                    className={cell.events.length > 0 ? 'calendar-day has-events' : 'calendar-day'}
                    aria-current={cell.today ? 'date' : undefined}
                    data-date={cell.date}
                  >
                    <span className="calendar-day-number">{cell.day}</span>
                    {cell.events.length > 0 && (
                      <ul className="calendar-events">
                        {cell.events.map((event) => (
                          <li key={event.id}>
                            <Link to={event.url} className="calendar-event" title={event.title}>
                              <span className="calendar-event-title">{event.title}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                ) : (
                  <td key={`empty-${dayIndex}`} className="calendar-empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Text as="p" size="2" color="gray" role="status" className="calendar-summary">
        {t('calendar.events', { count: calendar.eventCount })}
      </Text>
    </div>
  );
}
