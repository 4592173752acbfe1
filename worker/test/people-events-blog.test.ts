// Presenters, events (with the calendar and .ics downloads) and the blog, through the Worker.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Article, CollectionName, Event, Presenter } from '#shared/schemas/content.ts';
import type { CardData, ListingData } from '#web/app/lib/view-models.ts';
import type { EventData, EventsData } from '#web/app/features/events/types.ts';
import type { PresenterData } from '#web/app/features/presenters/types.ts';
import type { ArticleData } from '#web/app/features/blog/types.ts';
import { paragraphs } from '#web/app/features/blog/text.ts';
import type { ContentClient } from '../src/services/content/client';
import type { LoaderServices } from '#web/app/server/types.server.ts';
import { peopleLoaders } from '#web/app/server/people.server.ts';
import {
  calendarMonth,
  eventDays,
  eventLoaders,
  eventStatus,
  parseMonth,
  upcomingEvents,
} from '#web/app/server/events.server.ts';
import { blogLoaders, relatedArticles } from '#web/app/server/blog.server.ts';
import { loaderData, request } from './helpers';

const html = (locale?: 'en' | 'fr' | 'combined') => ({
  headers: { accept: 'text/html', ...(locale ? { cookie: `i18n_redirected=${locale}` } : {}) },
});

async function page(path: string, locale?: 'en' | 'fr' | 'combined') {
  const response = await request(path, html(locale));
  return { status: response.status, body: await response.text() };
}

/** Route data as the browser asks for it on a client navigation. */
async function data<T>(key: string, path: string, _params: Record<string, string> = {}, locale?: string) {
  return loaderData<T>(key, path, locale ? `i18n_redirected=${locale}` : undefined);
}

/** A collection straight from the content service (both languages, private fields included). */
async function raw<T>(name: CollectionName): Promise<T[]> {
  const vars = env as unknown as Record<string, string>;
  const token = await fetch(vars.CONTENT_IDENTITY_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: vars.CONTENT_CLIENT_ID!,
      client_secret: vars.CONTENT_CLIENT_SECRET!,
      scope: vars.CONTENT_SCOPE!,
    }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${vars.CONTENT_API_URL}/${name}?$top=200`, {
    headers: { authorization: `Bearer ${token.access_token}`, 'x-language-resolution': 'none' },
  });
  return ((await response.json()) as { items: T[] }).items;
}

/** Loader services over fixed collections, for cases the sample pack does not have. */
function stubServices(collections: Partial<Record<CollectionName, unknown[]>>, locale: 'en' | 'fr' = 'en') {
  const content = {
    list: async (name: CollectionName) => collections[name] ?? [],
    contact: async () => ({}),
  } as unknown as ContentClient;
  // Only what these loaders use; the other services are not needed here.
  return {
    locale,
    user: null,
    content,
    allContent: content,
    origin: 'https://site.example',
    onError: () => {},
  } as unknown as LoaderServices;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const titles = (cards: CardData[]) => cards.map((card) => card.title);
const isSorted = (values: string[]) =>
  values.every((value, i) => i === 0 || collator.compare(values[i - 1]!, value) <= 0);

let presenters: Presenter[];
let events: Event[];
let articles: Article[];

beforeAll(async () => {
  [presenters, events, articles] = await Promise.all([
    raw<Presenter>('presenters'),
    raw<Event>('events'),
    raw<Article>('articles'),
  ]);
});

// --- Presenters -----------------------------------------------------------------------------------

describe('/presenters', () => {
  it('lists presenter cards sorted A-Z, Z-A and by date', async () => {
    const az = (await data<{ listing: ListingData }>('presenters', '/presenters?sort=1')).json.listing;
    expect(az.total).toBe(presenters.length);
    expect(az.items.every((card) => card.type === 'PRESENTER' && card.url === `/presenters/${card.id}`)).toBe(true);
    expect(isSorted(titles(az.items))).toBe(true);
    const za = (await data<{ listing: ListingData }>('presenters', '/presenters?sort=2')).json.listing;
    expect(titles(za.items)).toEqual([...titles(az.items)].reverse());
    const newest = (await data<{ listing: ListingData }>('presenters', '/presenters?sort=3')).json.listing;
    const byDate = [...presenters].sort((a, b) => b.date.localeCompare(a.date)).map((item) => item.id);
    expect(newest.items.map((card) => card.id)).toEqual(byDate);
    const oldest = (await data<{ listing: ListingData }>('presenters', '/presenters?sort=4')).json.listing;
    expect(oldest.items.map((card) => card.id)).toEqual([...byDate].reverse());
  });

  it('cards carry image, name, role, organisation, qualifications and categories', async () => {
    const { listing } = (await data<{ listing: ListingData }>('presenters', '/presenters?sort=1')).json;
    const card = listing.items.find((item) => item.id === 'presenter-1')!;
    expect(card.title).toBe('Thandiwe Mokoena');
    expect(card.image).toMatch(/presenter-1/);
    expect(card.role).toBeTruthy();
    expect(card.organisation).toBeTruthy();
    expect(card.qualifications).toBeTruthy();
    expect(card.categories?.length).toBeGreaterThan(0);
  });

  it('filters by category (slug), offering All Categories first', async () => {
    const { listing } = (await data<{ listing: ListingData }>('presenters', '/presenters?category=leadership')).json;
    const expected = presenters.filter((item) => item.categoryIds.includes('leadership'));
    expect(listing.total).toBe(expected.length);
    expect(listing.total).toBeLessThan(presenters.length);
    expect(listing.items.every((card) => card.categories?.some((category) => category.id === 'leadership'))).toBe(true);
    expect(listing.query.category).toBe('leadership');
    expect(listing.filters.categories).toHaveLength(9);
    const { body } = await page('/presenters?category=leadership');
    expect(body).toMatch(/<option value="0">All Categories<\/option>/);
    expect(body).toMatch(/<option value="leadership" selected="">Leadership<\/option>/);
    expect(body).toContain(`${expected.length} presenter`);
  });

  it('shows the empty state when no presenter matches', async () => {
    const { body, status } = await page('/presenters?category=no-such-category');
    expect(status).toBe(200);
    expect(body).toContain('There are no search results. Use the filter above to search our website.');
  });

  it('pages by 20 and keeps the sort and filter in the pager links', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      ...presenters[0]!,
      id: `p-${index}`,
      name: `Name ${String(index).padStart(2, '0')}`,
      categoryIds: ['leadership'],
    }));
    const services = stubServices({ presenters: many, categories: await raw('categories') });
    const load = (search: string) =>
      peopleLoaders.presenters!(
        { url: new URL(`https://site.example/presenters${search}`), params: {} },
        services,
      ).then((result) => (result as { listing: ListingData | null }).listing!);
    const first = await load('?sort=1&category=leadership');
    expect(first.items).toHaveLength(20);
    expect(first.pageCount).toBe(3);
    const third = await load('?sort=1&category=leadership&page=3');
    expect(third.page).toBe(3);
    expect(third.items).toHaveLength(5);
    expect(third.items[0]!.title).toBe('Name 40 Mokoena');
    // A page past the end shows the last one.
    expect((await load('?sort=1&page=9')).page).toBe(3);
  });

  it('renders in French with the French placeholder and labels', async () => {
    const { body } = await page('/presenters', 'fr');
    expect(body).toContain('<html lang="fr"');
    expect(body).toContain('<title>Présentateurs - Conservation Tutorials Africa</title>');
    expect(body).toContain('Toutes les catégories');
    expect(body).toContain('Date (plus récent d’abord)');
  });
});

describe('/presenters/:id', () => {
  it('renders the banner, subjects, bio and presentations', async () => {
    const { status, body } = await page('/presenters/presenter-1');
    expect(status).toBe(200);
    expect(body).toContain('<title>Ms Thandiwe Mokoena - Conservation Tutorials Africa</title>');
    expect(body).toMatch(/<h1[^>]*>Ms Thandiwe Mokoena<\/h1>/);
    expect(body).toContain('Head of Ranger Training, Lowveld Ranger Academy');
    expect(body).toContain('MSc Wildlife Management');
    expect(body).toContain('class="share-menu"');
    expect(body).toContain('href="/presenters?category=wildlife-security-technology"');
    expect(body).toContain('Thandiwe started as a field ranger');
    expect(body).toMatch(/href="\/video-presentations\/presentation-\d+"/);
  });

  it('gives only their presentations, as presentation cards', async () => {
    const { json } = await data<PresenterData>('presenter', '/presenters/presenter-1', { id: 'presenter-1' });
    const cards = json.presentations as CardData[];
    const expected = (await raw<{ id: string; presenterIds: string[] }>('presentations')).filter((item) =>
      item.presenterIds.includes('presenter-1'),
    );
    expect(cards.map((card) => card.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(cards.every((card) => card.type === 'PRESENTATION' && card.url.startsWith('/video-presentations/'))).toBe(
      true,
    );
  });

  it('answers 404 for an unknown presenter, as a page and as data', async () => {
    const { status, body } = await page('/presenters/no-such-presenter');
    expect(status).toBe(404);
    expect(body).toContain('404 Not Found');
    expect((await data('presenter', '/presenters/nope', { id: 'nope' })).status).toBe(404);
  });

  it('is French in fr, and marks the English fallback in combined mode', async () => {
    const fr = await page('/presenters/presenter-1', 'fr');
    expect(fr.body).toContain('Mme Thandiwe Mokoena');
    const combined = await page('/presenters/presenter-7', 'combined');
    expect(combined.body).toContain('<html lang="fr"');
    expect(combined.body).toContain('Mentor en pâturage régénérateur');
    expect(combined.body).toMatch(/<p[^>]*lang="en"[^>]*>Sipho farms Dorper sheep/);
  });

  it('never exposes a presenter e-mail or telephone, in HTML or JSON', async () => {
    const secrets = presenters.flatMap((item) => [item.email, item.telephone]).filter(Boolean) as string[];
    expect(secrets.length).toBeGreaterThan(10);
    const bodies = [
      (await page('/presenters')).body,
      (await page('/presenters?sort=1', 'fr')).body,
      JSON.stringify((await data('presenters', '/presenters')).json),
      (await page('/events/event-4')).body,
      JSON.stringify((await data('event', '/events/event-4', { id: 'event-4' })).json),
    ];
    for (const presenter of presenters) {
      bodies.push((await page(`/presenters/${presenter.id}`)).body);
      bodies.push(JSON.stringify((await data('presenter', `/presenters/${presenter.id}`, { id: presenter.id })).json));
    }
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/"(email|telephone)":/);
    }
  });
});

// --- Events -----------------------------------------------------------------------------------------

describe('/events', () => {
  it('lists only upcoming and ongoing events, soonest first', async () => {
    const now = Date.now();
    const { json } = await data<EventsData>('events', '/events');
    const upcoming = (json.upcoming as ListingData).items;
    const expected = events.filter(
      (event) => Date.parse(event.startsAt) >= now || Date.parse(event.endsAt ?? '') > now,
    );
    expect(upcoming.map((card) => card.id).sort()).toEqual(expected.map((event) => event.id).sort());
    expect(expected.length).toBeLessThan(events.length);
    const starts = upcoming.map((card) => Date.parse(card.date!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.every((card) => card.type === 'EVENT')).toBe(true);
  });

  it('says "Online" in the reader\'s language on cards of online events', async () => {
    const en = ((await data<EventsData>('events', '/events')).json.upcoming as ListingData).items;
    const fr = ((await data<EventsData>('events', '/events', {}, 'fr')).json.upcoming as ListingData).items;
    expect(en.find((card) => card.id === 'event-4')?.meta).toBe('Online');
    expect(fr.find((card) => card.id === 'event-4')?.meta).toBe('En ligne');
  });

  it('renders the upcoming cards and the month calendar, current month by default', async () => {
    const { body } = await page('/events');
    const today = new Date();
    const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(today);
    expect(body).toContain(`<caption>${label}</caption>`);
    expect(body).toContain('Upcoming events');
    expect(body).toContain('aria-current="date"');
    expect(body).not.toContain('holiday season');
    // The calendar is in the first chunk, not in a streamed (script-revealed) part: it works without JS.
    const streamed = body.indexOf('<div hidden id="S:');
    expect(body.indexOf('<caption>')).toBeLessThan(streamed === -1 ? Infinity : streamed);
  });

  it('navigates months with ?month=YYYY-MM, with the events of each day linked', async () => {
    const event = events.find((item) => item.id === 'event-5')!;
    const [day] = eventDays(event);
    const month = day!.slice(0, 7);
    const { json } = await data<EventsData>('events', `/events?month=${month}`);
    const calendar = json.calendar;
    expect(calendar!.month).toBe(month);
    const cells = calendar!.weeks.flat().filter(Boolean);
    expect(cells.find((cell) => cell!.date === day)!.events.map((item) => item.id)).toContain('event-5');
    const { body } = await page(`/events?month=${month}`);
    expect(body).toMatch(new RegExp(`data-date="${day}"[^>]*>.*?href="/events/event-5"`));
    expect(body).toContain(`href="/events?month=${calendar!.previous.month}#calendar"`);
    expect(body).toContain(`href="/events?month=${calendar!.next.month}#calendar"`);
  });

  it("writes the caption in the reader's language and ignores an invalid month", async () => {
    const fr = await page('/events?month=2027-02', 'fr');
    expect(fr.body).toContain('<caption>Février 2027</caption>');
    expect(fr.body).toContain('Mois suivant\u00a0: Mars 2027');
    const en = await page('/events?month=2027-02');
    expect(en.body).toContain('<caption>February 2027</caption>');
    expect(en.body).toMatch(/<th scope="col"><abbr title="Monday">Mon<\/abbr><\/th>/);
    const invalid = (await data<EventsData>('events', '/events?month=2027-13')).json;
    expect(invalid.calendar!.month).toBe(new Date().toISOString().slice(0, 7));
  });

  it('builds a Monday-first grid with the right number of days', () => {
    const now = Date.parse('2027-02-10T12:00:00Z');
    const calendar = calendarMonth([], parseMonth('2027-02', now), now, 'en');
    // 1 February 2027 is a Monday; 28 days make four full weeks.
    expect(calendar.weeks).toHaveLength(4);
    expect(calendar.weeks[0]![0]!.date).toBe('2027-02-01');
    expect(calendar.weeks.flat().filter(Boolean)).toHaveLength(28);
    expect(calendar.weeks.flat().find((cell) => cell?.today)?.date).toBe('2027-02-10');
    const march = calendarMonth([], parseMonth('2026-03', now), now, 'fr');
    // 1 March 2026 is a Sunday: six leading blanks.
    expect(march.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(march.caption).toBe('Mars 2026');
    expect(march.previous).toEqual({ month: '2026-02', label: 'Février 2026' });
    expect(calendarMonth([], parseMonth('2026-12', now), now, 'en').next.month).toBe('2027-01');
  });

  it('places an event on each day it covers in its own time zone', () => {
    expect(
      eventDays({ startsAt: '2027-02-10T22:30:00Z', endsAt: '2027-02-12T10:00:00Z', timeZone: 'Africa/Nairobi' }),
    ).toEqual(['2027-02-11', '2027-02-12']);
    expect(eventDays({ startsAt: '2027-02-10T08:00:00Z', endsAt: '2027-02-11T00:00:00Z', timeZone: 'UTC' })).toEqual([
      '2027-02-10',
    ]);
  });

  it('keeps past events out of the upcoming list, and counts ongoing ones in', () => {
    const now = Date.parse('2027-02-10T12:00:00Z');
    const list = [
      { id: 'past', startsAt: '2027-02-01T08:00:00Z', endsAt: '2027-02-01T10:00:00Z' },
      { id: 'later', startsAt: '2027-03-01T08:00:00Z' },
      { id: 'ongoing', startsAt: '2027-02-10T08:00:00Z', endsAt: '2027-02-10T18:00:00Z' },
      { id: 'soon', startsAt: '2027-02-11T08:00:00Z' },
      { id: 'started-no-end', startsAt: '2027-02-10T11:00:00Z' },
    ];
    expect(upcomingEvents(list, now).map((event) => event.id)).toEqual(['ongoing', 'soon', 'later']);
    expect(eventStatus(list[2]!, now)).toBe('ongoing');
  });

  it('has no upcoming events when all are past (the page then shows the holiday message)', async () => {
    const past = events.map((event) => ({
      ...event,
      startsAt: '2020-01-01T08:00:00Z',
      endsAt: '2020-01-01T10:00:00Z',
    }));
    const result = (await eventLoaders.events!(
      { url: new URL('https://site.example/events'), params: {} },
      stubServices({ events: past }),
    )) as EventsData;
    expect((await result.upcoming)?.total).toBe(0);
    expect(result.calendar!.eventCount).toBe(0);
    const { body } = await page('/events?month=2020-01');
    expect(body).toContain('<caption>January 2020</caption>');
    expect(body).toContain('No events this month.');
  });

  it('has the holiday-season message in both languages', async () => {
    const en = (await import('#shared/i18n/locales/en/events.json')).default;
    const fr = (await import('#shared/i18n/locales/fr/events.json')).default;
    expect(en.list.holiday).toMatch(/holiday season/);
    expect(fr.list.holiday).toMatch(/fêtes/);
  });
});

describe('the presentation banner', () => {
  it('shows each presenter’s qualifications beside their role and organisation', async () => {
    const [presentations, presenters] = await Promise.all([
      raw<{ id: string; presenterIds: string[] }>('presentations'),
      raw<Presenter>('presenters'),
    ]);
    const presenter = presenters.find(
      (item) => item.id === presentations.find((talk) => talk.id === 'presentation-1')!.presenterIds[0],
    )!;
    const { body } = await page('/video-presentations/presentation-1', 'fr');
    const banner = /<header class="header-banner presentation-banner">([\s\S]*?)<\/header>/.exec(body)?.[1] ?? '';
    const qualifications = presenter.qualifications?.fr ?? presenter.qualifications?.en;
    expect(qualifications).toBeTruthy();
    expect(banner).toMatch(/class="[^"]*presenter-qualifications"/);
    expect(banner).toContain(qualifications!.replace(/'/g, '&#x27;'));
  });
});

describe('/events/:id', () => {
  it('shows its presenter’s role, organisation and qualifications in the banner, in the reader’s language', async () => {
    const [events, presenters] = await Promise.all([raw<Event>('events'), raw<Presenter>('presenters')]);
    const event = events.find((item) => item.id === 'event-5')!;
    const lead = presenters.find((item) => item.id === event.presenterIds[0])!;
    for (const locale of ['en', 'fr'] as const) {
      const { body } = await page('/events/event-5', locale);
      const banner = /<header class="header-banner">([\s\S]*?)<\/header>/.exec(body)?.[1] ?? '';
      const text = (value: { en?: string; fr?: string } | undefined) =>
        (locale === 'fr' ? (value?.fr ?? value?.en) : value?.en)?.replace(/'/g, '&#x27;');
      expect(banner, locale).toContain(`${lead.name} ${lead.surname}`);
      expect(banner, locale).toContain(text(lead.role)!);
      expect(banner, locale).toContain(text(lead.organisation)!);
      expect(banner, locale).toContain(text(lead.qualifications)!);
    }
  });

  it('shows when (in the event zone, zone shown), where, the registration and the calendar download', async () => {
    const { status, body } = await page('/events/event-5');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>Okavango Wetlands Symposium<\/h1>/);
    expect(body).toContain('Time zone: Africa/Gaborone (UTC+02:00)');
    // 08:00 local, 33 hours: ends the next day at 17:00.
    expect(body).toMatch(/\d+ \w+ \d{4}, 08:00 – \d+ \w+ \d{4}, 17:00/);
    expect(body).toContain('Okavango Research Centre');
    expect(body).toContain('Shorobe Road');
    expect(body).toContain('Maun, Botswana');
    expect(body).toContain('href="https://events.example.org/register/okavango-wetlands-symposium"');
    expect(body).toContain('Register to attend');
    expect(body).toContain('href="/events/event-5/calendar.ics"');
    expect(body).toContain('Add to calendar');
    expect(body).toContain('class="share-menu"');
    expect(body).toMatch(/href="\/presenters\/presenter-8"/);
  });

  it('gives an online event its join link', async () => {
    const { body } = await page('/events/event-4');
    expect(body).toContain('href="https://meet.example.org/webinar-drones-and-sensors-for-rhino-protection"');
    expect(body).toContain('Join online');
    const { json } = await data<EventData>('event', '/events/event-4', { id: 'event-4' });
    expect(json.event.status).toBe('upcoming');
    expect((json.presenters as CardData[]).map((card) => card.id)).toEqual(['presenter-2', 'presenter-1']);
  });

  it('joins online when an online event has no registration page', async () => {
    const online = { ...events.find((event) => event.id === 'event-4')! };
    delete online.registrationUrl;
    const result = (await eventLoaders.event!(
      { url: new URL('https://site.example/events/event-4'), params: { id: 'event-4' } },
      stubServices({ events: [online] }),
    )) as EventData;
    expect(result.event.registrationUrl).toBeUndefined();
    expect(result.event.onlineUrl).toMatch(/^https:\/\/meet\.example\.org\//);
  });

  it('says a past event has ended and offers no registration', async () => {
    const { body } = await page('/events/event-1');
    expect(body).toContain('This event has ended.');
    expect(body).not.toContain('Register to attend');
  });

  it('answers 404 for an unknown event', async () => {
    const { status } = await page('/events/no-such-event');
    expect(status).toBe(404);
    expect((await data('event', '/events/nope', { id: 'nope' })).status).toBe(404);
  });

  it('is French in fr, and marks the English fallback of event 6 in combined mode', async () => {
    const fr = await page('/events/event-5', 'fr');
    expect(fr.body).toContain('Symposium sur les zones humides de l’Okavango');
    expect(fr.body).toContain('Fuseau horaire\u00a0: Africa/Gaborone (UTC+02:00)');
    expect(fr.body).toContain('S’inscrire pour participer');
    const combined = await page('/events/event-6', 'combined');
    expect(combined.body).toContain('Marine Protected Areas Open Day');
    expect(combined.body).toMatch(/class="prose" lang="en"/);
  });
});

describe('GET /events/:id/calendar.ics', () => {
  const octets = (text: string) => new TextEncoder().encode(text).length;
  const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

  it('downloads a valid iCalendar file', async () => {
    const response = await request('/events/event-5/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="okavango-wetlands-symposium.ics"');
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfolded(body);
    const event = events.find((item) => item.id === 'event-5')!;
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.some((line) => /^UID:event-5@/.test(line))).toBe(true);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines).toContain(`DTSTART:${utc(event.startsAt)}`);
    expect(lines).toContain(`DTEND:${utc(event.endsAt!)}`);
    expect(lines).toContain('SUMMARY;LANGUAGE=en:Okavango Wetlands Symposium');
    expect(lines).toContain('LOCATION;LANGUAGE=en:Okavango Research Centre\\, Shorobe Road\\, Maun\\, Botswana');
    expect(lines.some((line) => /^URL:https?:\/\/[^/]+\/events\/event-5$/.test(line))).toBe(true);
    expect(lines.find((line) => line.startsWith('DESCRIPTION'))).toContain('Register: https://events.example.org/');
  });

  it("is written in the reader's language; an online event gives its address as location", async () => {
    const fr = await (await request('/events/event-4/calendar.ics', html('fr'))).text();
    const lines = unfolded(fr);
    expect(lines).toContain(
      'SUMMARY;LANGUAGE=fr:Webinaire\u00a0: drones et capteurs au service de la protection des rhinocéros',
    );
    expect(lines).toContain(
      'LOCATION;LANGUAGE=fr:https://meet.example.org/webinar-drones-and-sensors-for-rhino-protection',
    );
    expect(lines.find((line) => line.startsWith('DESCRIPTION'))).toContain(
      'Rejoindre en ligne\u00a0: https://meet.example.org/',
    );
    const combined = unfolded(await (await request('/events/event-6/calendar.ics', html('combined'))).text());
    expect(combined).toContain('SUMMARY;LANGUAGE=en:Marine Protected Areas Open Day');
  });

  it('answers 404 JSON for an unknown event', async () => {
    const response = await request('/events/no-such-event/calendar.ics');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Unknown event' } });
    const french = await request('/events/no-such-event/calendar.ics', { headers: { cookie: 'i18n_redirected=fr' } });
    expect(await french.json()).toEqual({ error: { code: 'not_found', message: 'Événement inconnu' } });
  });
});

// --- Blog -------------------------------------------------------------------------------------------

describe('/blog', () => {
  it('lists article cards sorted by title and by date', async () => {
    const az = (await data<{ listing: ListingData }>('blog', '/blog?sort=1')).json.listing;
    expect(az.total).toBe(articles.length);
    expect(isSorted(titles(az.items))).toBe(true);
    const card = az.items[0]!;
    expect(card.type).toBe('ARTICLE');
    expect(card.url).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(card.author).toBeTruthy();
    expect(card.readTime).toBeGreaterThan(0);
    expect(card.date).toBeTruthy();
    expect(card.categories?.length).toBeGreaterThan(0);
    const newest = (await data<{ listing: ListingData }>('blog', '/blog')).json.listing;
    const dates = newest.items.map((item) => item.date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.query.sort).toBe(3);
  });

  it('filters by category and by tag, together', async () => {
    const byCategory = (await data<{ listing: ListingData }>('blog', '/blog?category=biodiversity-conservation')).json
      .listing;
    expect(byCategory.total).toBe(articles.filter((a) => a.categoryIds.includes('biodiversity-conservation')).length);
    const byTag = (await data<{ listing: ListingData }>('blog', '/blog?tag=rhino')).json.listing;
    expect(byTag.items.map((item) => item.id).sort()).toEqual(
      articles
        .filter((a) => a.tagIds.includes('rhino'))
        .map((a) => a.id)
        .sort(),
    );
    const both = (await data<{ listing: ListingData }>('blog', '/blog?category=leadership&tag=rhino')).json.listing;
    expect(both.total).toBe(
      articles.filter((a) => a.categoryIds.includes('leadership') && a.tagIds.includes('rhino')).length,
    );
    expect(byTag.filters.tags!.length).toBeGreaterThan(3);
    const { body } = await page('/blog?tag=rhino');
    expect(body).toContain('All Tags');
    expect(body).toMatch(/<option value="rhino" selected="">/);
  });

  it('shows the empty state when nothing matches', async () => {
    const { body } = await page('/blog?tag=no-such-tag', 'fr');
    expect(body).toContain('Il n’y a aucun résultat de recherche.');
  });

  it('pages by 20', async () => {
    const many = Array.from({ length: 41 }, (_, index) => ({ ...articles[0]!, id: `a-${index}`, slug: `a-${index}` }));
    const load = (search: string) =>
      blogLoaders.blog!(
        { url: new URL(`https://site.example/blog${search}`), params: {} },
        stubServices({ articles: many }),
      ).then((result) => (result as { listing: ListingData | null }).listing!);
    expect((await load('')).pageCount).toBe(3);
    expect((await load('?page=3')).items).toHaveLength(1);
  });
});

describe('/blog/:slug', () => {
  it('renders the banner, body paragraphs, tags and related articles', async () => {
    const article = articles.find((item) => item.slug === 'ten-years-of-rhino-protection')!;
    const { status, body } = await page(`/blog/${article.slug}`);
    expect(status).toBe(200);
    expect(body).toContain(
      '<title>Ten Years of Rhino Protection: What Changed - Conservation Tutorials Africa</title>',
    );
    expect(body).toContain('Wildlife Security &amp; Technology');
    expect(body).toContain('By Thandiwe Mokoena');
    expect(body).toContain(`${article.readTimeMinutes} min read`);
    expect(body).toContain('class="share-menu"');
    for (const paragraph of article.body!.en!.split('\n\n')) expect(body).toContain(`>${paragraph}</p>`);
    expect(body).toContain('href="/blog?tag=rhino"');
    const { json } = await data<ArticleData>('article', `/blog/${article.slug}`, { slug: article.slug });
    expect(json.article.body).toHaveLength(article.body!.en!.split('\n\n').length);
    expect(json.article.category).toBe('Wildlife Security & Technology');
    expect(json.related.length).toBeGreaterThan(0);
    expect(json.related.length).toBeLessThanOrEqual(3);
    expect(json.related.some((card) => card.id === article.id)).toBe(false);
    for (const card of json.related) {
      const other = articles.find((item) => item.id === card.id)!;
      expect(other.categoryIds.some((id) => article.categoryIds.includes(id))).toBe(true);
    }
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await page('/blog/no-such-article')).status).toBe(404);
    expect((await data('article', '/blog/nope', { slug: 'nope' })).status).toBe(404);
  });

  it('is French in fr, and marks the English fallback of article 11', async () => {
    const fr = await page('/blog/ten-years-of-rhino-protection', 'fr');
    expect(fr.body).toContain('Dix ans de protection des rhinocéros');
    expect(fr.body).toContain('Par Thandiwe Mokoena');
    const eleven = articles.find((item) => item.id === 'article-11')!;
    const combined = await page(`/blog/${eleven.slug}`, 'combined');
    expect(combined.status).toBe(200);
    expect(combined.body).toMatch(/class="prose article-body"[^>]*lang="en"|lang="en"[^>]*class="prose article-body"/);
  });

  it('splits bodies on blank lines and keeps text as text', () => {
    expect(paragraphs('One\nstill one\n\n  Two  \r\n\r\nThree\n\n\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphs(undefined)).toEqual([]);
  });

  it('keeps markup in a body as plain text (React escapes it)', async () => {
    const article = { ...articles[0]!, body: { en: '<script>alert(1)</script>\n\n<b>bold</b>' } };
    const result = (await blogLoaders.article!(
      { url: new URL(`https://site.example/blog/${article.slug}`), params: { slug: article.slug } },
      stubServices({ articles: [article] }),
    )) as ArticleData;
    expect(result.article.body).toEqual(['<script>alert(1)</script>', '<b>bold</b>']);
  });

  it('relates articles by shared category, excluding the article itself', () => {
    const article = articles[0]!;
    const related = relatedArticles(article, articles);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.every((item) => item.id !== article.id)).toBe(true);
  });
});
