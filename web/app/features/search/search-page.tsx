/**
 * /search: a plain GET form (query and type filters in the URL, so it works with no script and can
 * be shared), results rendered by the server with the page, labelled by type, matched words in
 * <mark> (built from segments, never from HTML), up to three moments of a talk's transcript under
 * it, "Showing results for" a corrected query with the way back to the words typed, page links, the
 * spec's empty-state text before a query and a no-results message after one.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { useRootData } from '../../lib/use-root-data';
import type { SearchData, SearchResults, SearchResultView } from '../../lib/view-models';
import { EnglishOnlyNote } from '../../components/english-only-note';
import { PageLinks } from '../../components/listing/pager';

const TYPES = ['presentation', 'presenter', 'event', 'article', 'collection', 'answer'] as const;

function Highlighted({ segments }: { segments: SearchResultView['title'] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/** Where a presentation's transcript says what was searched for: a link to each moment, and its line. */
function Moments({ moments }: { moments: SearchResultView['moments'] }) {
  const { t } = useTranslation('search');
  const { locale } = useRootData();
  return (
    <div className="search-moments">
      {moments.map((moment) => (
        <Text as="p" size="2" key={moment.href} className="search-moment">
          <Link to={moment.href} className="search-moment-link">
            {t('moment')} <time dateTime={moment.dateTime}>{moment.time}</time>
          </Link>{' '}
          <q lang={moment.lang === uiLanguage(locale) ? undefined : moment.lang}>
            <Highlighted segments={moment.line} />
          </q>
        </Text>
      ))}
    </div>
  );
}

/** The address of this search with some of its settings changed. */
function searchHref(data: SearchData, change: { q?: string; exact?: boolean; page?: number }): string {
  const params = new URLSearchParams({ q: change.q ?? data.query });
  if (data.types.length < TYPES.length) for (const type of data.types) params.append('type', type);
  if (change.exact ?? data.exact) params.set('exact', '1');
  if (change.page && change.page > 1) params.set('page', String(change.page));
  return `/search?${params.toString()}`;
}

/** "Showing results for rhino" and the way back to the words as typed. */
function Correction({ data, corrected }: { data: SearchData; corrected: string }) {
  const { t } = useTranslation('search');
  return (
    <div className="search-correction" data-testid="search-correction">
      <Text as="p" size="3">
        {t('showingFor')} <strong>{corrected}</strong>
      </Text>
      <Text as="p" size="2" color="gray">
        {t('searchInstead')} <Link to={searchHref(data, { exact: true, page: 1 })}>{data.query}</Link>
      </Text>
    </div>
  );
}

function Results({ data, results }: { data: SearchData; results: SearchResults | null }) {
  const { t } = useTranslation('search');
  const { locale } = useRootData();
  const query = data.query;
  if (!results)
    return (
      <Text as="p" role="status">
        {t('unavailable')}
      </Text>
    );
  const correction = results.corrected !== undefined && <Correction data={data} corrected={results.corrected} />;
  if (results.items.length === 0) {
    // The spec's empty-state text, then what to try for this query.
    return (
      <div role="status" data-testid="search-no-results">
        {correction}
        <Text as="p" mb="1">
          {t('content:empty.noResults')}
        </Text>
        <Text as="p" color="gray">
          {t('noResults', { query })}
        </Text>
        <EnglishOnlyNote count={results.englishOnly} />
      </div>
    );
  }
  return (
    <>
      {correction}
      <Text as="p" role="status" mb="3">
        {t('resultCount', { count: results.total, query: results.corrected ?? query })}
      </Text>
      <EnglishOnlyNote count={results.englishOnly} />
      <ol className="search-results" data-testid="search-results">
        {results.items.map((item) => (
          <li key={item.id} data-type={item.type}>
            <Card asChild>
              <article>
                <Flex gap="2" align="center" mb="1">
                  <Badge color="grass" variant="soft">
                    {t(`typeLabel.${item.type}`)}
                  </Badge>
                  {item.date && (
                    <Text size="1" color="gray">
                      <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
                    </Text>
                  )}
                </Flex>
                <Heading as="h2" size="4" lang={item.lang?.title}>
                  <Link to={item.url}>
                    <Highlighted segments={item.title} />
                  </Link>
                </Heading>
                {item.summary.length > 0 && (
                  <Text as="p" size="2" className="clamp-2" lang={item.lang?.summary}>
                    <Highlighted segments={item.summary} />
                  </Text>
                )}
                {item.moments.length > 0 && <Moments moments={item.moments} />}
              </article>
            </Card>
          </li>
        ))}
      </ol>
      <PageLinks page={results.page} pageCount={results.pageCount} href={(page) => searchHref(data, { page })} />
    </>
  );
}

export function SearchPage({ data }: { data: SearchData }) {
  const { t } = useTranslation('search');
  return (
    <section className="page">
      <Heading as="h1" size="8">
        {t('title')}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {t('subtitle')}
      </Text>
      <form method="get" role="search" className="search-form">
        <Flex gap="2" wrap="wrap" align="end">
          <label className="field search-field">
            <span>{t('queryLabel')}</span>
            <input
              type="search"
              name="q"
              defaultValue={data.query}
              key={data.query}
              placeholder={t('placeholder')}
              maxLength={200}
            />
          </label>
          <Button type="submit">{t('submit')}</Button>
        </Flex>
        <fieldset className="search-types">
          <legend>{t('typesLegend')}</legend>
          {TYPES.map((type) => (
            <label key={`${type}-${data.types.includes(type)}`}>
              <input type="checkbox" name="type" value={type} defaultChecked={data.types.includes(type)} />{' '}
              {t(`types.${type}`)}
            </label>
          ))}
        </fieldset>
      </form>
      {data.query ? (
        // The page comes whole (issue #25): the results are in it, so their arrival moves nothing.
        <div className="search-answer" data-testid="search-answer">
          <Results data={data} results={data.results} />
        </div>
      ) : (
        <Text as="p" data-testid="search-empty">
          {t('content:empty.noResults')}
        </Text>
      )}
    </section>
  );
}
