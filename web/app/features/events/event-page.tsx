/**
 * /events/:id: banner, when (in the event's zone, zone shown) and where or how to join, the
 * registration action, an "Add to calendar" download (.ics), the description and the presenters.
 */
import { useTranslation } from 'react-i18next';
import { Button, Callout, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { HeaderBanner } from '../../components/header-banner';
import type { EventData, EventDetail } from './types';
import '../../styles/radix/callout.css';
import '../../styles/people.css';

function Place({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const { place } = event;
  const lines = place ? [place.venue, place.address, [place.city, place.country].filter(Boolean).join(', ')] : [];
  return (
    <>
      {lines.filter(Boolean).map((line) => (
        <Text as="span" key={line} className="event-place-line">
          {line}
        </Text>
      ))}
      {event.onlineUrl && (
        <Text as="span" className="event-place-line">
          {place ? t('event.onlineAndVenue') : t('event.online')}
          {' · '}
          <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer" data-testid="event-join-link">
            {t('event.joinLink')}
            <VisuallyHidden> {t('event.newWindow')}</VisuallyHidden>
          </a>
        </Text>
      )}
    </>
  );
}

/** Register when the event has a registration page, else join online; nothing once it is over. */
function AttendAction({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  if (event.status === 'past') return null;
  const target = event.registrationUrl ?? event.onlineUrl;
  if (!target) return null;
  return (
    <Button asChild size="3">
      <a href={target} target="_blank" rel="noopener noreferrer" data-testid="event-attend">
        {event.registrationUrl ? t('event.register') : t('event.join')}
        <VisuallyHidden> {t('event.newWindow')}</VisuallyHidden>
      </a>
    </Button>
  );
}

export function EventPage({ data }: { data: EventData }) {
  const { t } = useTranslation('events');
  const { event } = data;
  return (
    <article className="page people-scope event-page">
      <HeaderBanner
        title={event.title}
        image={event.image}
        summary={event.summary}
        subtitle={data.host ? t('event.with', { name: data.host.name }) : undefined}
        role={data.host?.role}
        organisation={data.host?.organisation}
        qualifications={data.host?.qualifications}
        shareOrigin={data.origin}
      />
      {event.status !== 'upcoming' && (
        <Callout.Root color={event.status === 'ongoing' ? 'grass' : 'gray'} mb="4" data-testid="event-status">
          <Callout.Text>{event.status === 'ongoing' ? t('event.ongoing') : t('event.past')}</Callout.Text>
        </Callout.Root>
      )}
      <section className="event-facts" aria-labelledby="event-details">
        <VisuallyHidden asChild>
          <h2 id="event-details">{t('event.details')}</h2>
        </VisuallyHidden>
        <dl className="event-facts-list">
          <div>
            <dt>{t('event.when')}</dt>
            <dd>
              <time dateTime={event.startsAt} className="event-place-line" data-testid="event-when">
                {event.when}
              </time>
              <Text as="span" size="2" color="gray" className="event-place-line">
                {t('event.timeZone', { zone: event.zone })}
              </Text>
            </dd>
          </div>
          {(event.place || event.onlineUrl) && (
            <div>
              <dt>{t('event.where')}</dt>
              <dd data-testid="event-where">
                <Place event={event} />
              </dd>
            </div>
          )}
        </dl>
        <Flex gap="3" wrap="wrap" align="center" mt="4">
          <AttendAction event={event} />
          {event.status !== 'past' && (
            <Button asChild size="3" variant="outline">
              <a href={event.calendarUrl} download data-testid="event-ics" aria-describedby="event-ics-hint">
                {t('event.addToCalendar')}
              </a>
            </Button>
          )}
        </Flex>
        {event.status !== 'past' && (
          <Text as="p" size="1" color="gray" mt="2" id="event-ics-hint">
            {t('event.addToCalendarHint')}
          </Text>
        )}
      </section>
      {event.description.length > 0 && (
        <section className="page-section" aria-labelledby="event-about">
          <Heading as="h2" size="5" id="event-about" mb="3">
            {t('event.about')}
          </Heading>
          <div className="prose" lang={event.descriptionLang}>
            {event.description.map((paragraph, index) => (
              <Text as="p" size="3" key={index}>
                {paragraph}
              </Text>
            ))}
          </div>
        </section>
      )}
      {data.presenters && (
        <section className="page-section" aria-labelledby="event-presenters">
          <Heading as="h2" size="5" id="event-presenters" mb="3">
            {t('event.presenters')}
          </Heading>
          {data.presenters.length === 0 ? (
            <Text as="p" color="gray">
              {t('event.noPresenters')}
            </Text>
          ) : (
            <CardGrid cards={data.presenters} headingLevel="h3" />
          )}
        </section>
      )}
    </article>
  );
}
