/** Server loader of /search: the query and type filters from the URL, and the results. */
import { formatMoment, momentDuration } from '#shared/lib/moments.ts';
import { excerpt, highlightSegments } from '#shared/lib/search-text.ts';
import type { SearchData, SearchResultView } from '../lib/view-models';
import { SEARCH_TYPES, type SearchType } from '#worker/src/services/search/documents.ts';
import { searchIndex } from '#worker/src/services/search/search-index.ts';
import { currentSearchIndex } from '#worker/src/services/search/search-service.ts';
import { contained, type ServerLoader } from './types.server';

const MAX_QUERY_LENGTH = 200;
const RESULT_LIMIT = 60;
/** About two lines of a result: the part of a long transcript line around what was found. */
const MOMENT_EXCERPT_LENGTH = 180;

const isSearchType = (value: string): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value);

export const searchLoaders = {
  search: async ({ url }, services): Promise<SearchData> => {
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const chosen = url.searchParams.getAll('type').filter(isSearchType);
    const types = chosen.length > 0 ? chosen : [...SEARCH_TYPES];
    if (!query) return { query, types, results: null };
    const results = (async () => {
      // Built from all the content, once for every language; a French reader's hits are filtered.
      const index = await currentSearchIndex(services.allContent, {
        store: services.env.CONTENT_KV,
        waitUntil: services.waitUntil,
        onError: services.onError,
      });
      const { hits, total, englishOnly } = searchIndex(index, query, {
        locale: services.locale,
        types,
        limit: RESULT_LIMIT,
      });
      const items: SearchResultView[] = hits.map((hit) => ({
        id: hit.id,
        type: hit.type,
        url: hit.url,
        image: hit.image,
        date: hit.date,
        title: highlightSegments(hit.title, hit.terms),
        summary: highlightSegments(hit.summary, hit.terms),
        ...(hit.lang && { lang: hit.lang }),
        ...(hit.moment && {
          moment: {
            href: hit.moment.url,
            time: formatMoment(hit.moment.start),
            dateTime: momentDuration(hit.moment.start),
            line: highlightSegments(
              excerpt(hit.moment.line, hit.moment.terms, MOMENT_EXCERPT_LENGTH),
              hit.moment.terms,
            ),
            lang: hit.moment.lang,
          },
        }),
      }));
      return { items, total, englishOnly };
    })();
    return { query, types, results: await contained(results, services) };
  },
} satisfies Record<string, ServerLoader>;
