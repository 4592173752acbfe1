/**
 * Server loader of /search (decision 0038): the query, type filters, page and `exact` from the URL;
 * results from the search tables of D1. Any query answers a page, never an error.
 */
import { formatMoment, momentDuration } from '#shared/lib/moments.ts';
import { excerpt, highlightSegments } from '#shared/lib/search-text.ts';
import { parsePage } from '#shared/lib/paging.ts';
import type { SearchData, SearchResultView } from '../lib/view-models';
import { SEARCH_TYPES, type SearchType } from '#worker/src/services/search/documents.ts';
import { MAX_QUERY_CHARS } from '#worker/src/services/search/search-query.ts';
import { search } from '#worker/src/services/search/search-service.ts';
import { contained, type ServerLoader } from './types.server';
import { publishedAnswerItems } from '#worker/src/services/answers/search-document.ts';
import { createServiceClient } from '#worker/src/services/content/factory.ts';

/** Results on a page. */
export const RESULTS_PER_PAGE = 20;
/** Pages a query can be read to (a page number beyond is the last one: no deep scans). */
const MAX_PAGE = 50;
/** About two lines of a result: the part of a long transcript line around what was found. */
const MOMENT_EXCERPT_LENGTH = 180;

const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value);

export const searchLoaders = {
  search: async ({ url }, services): Promise<SearchData> => {
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_CHARS);
    const chosen = url.searchParams.getAll('type').filter(isSearchType);
    const types = chosen.length > 0 ? [...new Set(chosen)] : [...SEARCH_TYPES];
    const exact = url.searchParams.get('exact') === '1';
    const page = Math.min(MAX_PAGE, parsePage(url.searchParams.get('page') ?? undefined));
    if (!query) return { query, types, exact, results: null };
    const results = (async () => {
      const answer = await search(
        {
          db: services.env.SEARCH_DB,
          content: services.allContent,
          source: createServiceClient(services.settings, services.env, services.onError, (promise) =>
            services.waitUntil?.(promise),
          ),
          checkMs: services.settings.SEARCH_CHECK_SECONDS * 1000,
          waitUntil: services.waitUntil,
          onError: services.onError,
          answers: publishedAnswerItems(services.env.CONTENT_KV),
        },
        query,
        { locale: services.locale, types, page, pageSize: RESULTS_PER_PAGE, exact },
      );
      const { terms } = answer;
      const items: SearchResultView[] = answer.hits.map((hit) => ({
        id: hit.id,
        type: hit.type,
        url: hit.url,
        image: hit.image,
        date: hit.date,
        title: highlightSegments(hit.title, terms),
        summary: highlightSegments(hit.summary, terms),
        ...(hit.lang && { lang: hit.lang }),
        moments: hit.moments.map((moment) => ({
          href: moment.url,
          time: formatMoment(moment.start),
          dateTime: momentDuration(moment.start),
          line: highlightSegments(excerpt(moment.line, terms, MOMENT_EXCERPT_LENGTH), terms),
          lang: moment.lang,
        })),
      }));
      return {
        items,
        total: answer.total,
        englishOnly: answer.englishOnly,
        page,
        pageCount: Math.min(MAX_PAGE, Math.max(1, Math.ceil(answer.total / RESULTS_PER_PAGE))),
        ...(answer.corrected !== undefined && { corrected: answer.corrected }),
      };
    })();
    return { query, types, exact, results: await contained(results, services) };
  },
} satisfies Record<string, ServerLoader>;
