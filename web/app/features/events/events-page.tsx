/**
 * /events: upcoming (and ongoing) events as a listing (soonest first by default, decision 0017;
 * sort, category filter and pages of 20) and a month calendar whose links keep the list's state.
 */
import { useTranslation } from 'react-i18next';
import { Callout, Heading, Text } from '@radix-ui/themes';
import { ListingPage } from '../../components/listing/listing-page';
import { ListingResults } from '../../components/listing/listing-results';
import { EventCalendar } from './event-calendar';
import type { EventsData } from './types';
import { useRootData } from '../../lib/use-root-data';
import '../../styles/radix/callout.css';
import '../../styles/people.css';

/** The events as a calendar people subscribe to: webcal for calendar apps, https to paste. */
function CalendarSubscription() {
  const { t } = useTranslation('events');
  const { origin } = useRootData();
  const https = new URL('/events/calendar.ics', origin || 'http://localhost').toString();
  const webcal = https.replace(/^https?:/, 'webcal:');
  return (
    <section
      className="page-section calendar-subscription"
      aria-labelledby="calendar-subscribe"
      data-testid="calendar-subscribe"
    >
      <Heading as="h2" size="5" id="calendar-subscribe" mb="2">
        {t('subscribe.title')}
      </Heading>
      <Text as="p" color="gray" mb="2">
        {t('subscribe.hint')}
      </Text>
      <ul className="subscribe-links">
        <li>
          <a href={webcal}>{t('subscribe.webcal')}</a>
        </li>
        <li>
          <a href={https} type="text/calendar">
            {t('subscribe.https')}
          </a>
        </li>
      </ul>
    </section>
  );
}

export function EventsPage({ data }: { data: EventsData }) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  return (
    <ListingPage className="page people-scope events-page" title={tCommon('pages.events')} intro={t('list.intro')}>
      <section className="page-section" aria-labelledby="upcoming-events">
        <Heading as="h2" size="6" id="upcoming-events" mb="4">
          {t('list.upcoming')}
        </Heading>
        <ListingResults
          listing={data.upcoming}
          id="events"
          testId="events-listing"
          headingLevel="h3"
          countText={(count) => t('list.count', { count })}
          unavailableText={t('list.unavailable')}
          empty={
            <Callout.Root color="grass" data-testid="no-events">
              <Callout.Text>{t('list.holiday')}</Callout.Text>
            </Callout.Root>
          }
        />
      </section>
      <section className="page-section" id="calendar" aria-labelledby="calendar-title">
        <Heading as="h2" size="6" id="calendar-title" mb="4">
          {t('calendar.heading')}
        </Heading>
        {data.calendar ? (
          <EventCalendar calendar={data.calendar} query={data.query} />
        ) : (
          <Text as="p" color="gray">
            {t('list.unavailable')}
          </Text>
        )}
      </section>
      <CalendarSubscription />
    </ListingPage>
  );
}
