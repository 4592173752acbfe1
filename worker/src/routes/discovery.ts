/**
 * What search engines and feed readers fetch: robots.txt, the sitemap (paged past 5,000
 * addresses), and RSS feeds of the blog, new presentations, each series and new answers.
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { localize } from '#shared/lib/localize.ts';
import type { AppEnv } from '../context';
import { pageServices } from '../page-services';
import { routeFacts } from '../server-build';
import { publicPages, type PageSources } from '../services/discovery/public-pages';
import { sitemapIndex, sitemapPage, sitemapPageCount } from '../services/discovery/sitemap';
import { rss, type FeedItem } from '../services/discovery/rss';
import { readPublishedAnswers } from '../services/answers/published';
import { answerPath } from '#shared/schemas/answers.ts';
import type { PageServices } from '../page-context';

const FEED_SIZE = 50;
/** The answers' feed is kept briefly: a withdrawn answer must leave it within minutes (decision 0040). */
const ANSWERS_FEED_MAX_AGE = 120;

/** The site's public pages with the library's approved answers (decision 0040). */
/** The sitemap's sources: the content and the answer library's published snapshot. */
const pageSources = (services: PageServices, kv: KVNamespace): PageSources => ({
  content: services.content,
  answers: () => readPublishedAnswers(kv),
});

const xml = (c: Context<AppEnv>, body: string, type: string) =>
  c.body(body, 200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=900' });

/** An absolute address in the reader's language (French links carry lang=fr). */
function absolute(origin: string, path: string, language: 'en' | 'fr'): string {
  const url = new URL(path, origin);
  if (language === 'fr') url.searchParams.set('lang', 'fr');
  return url.toString();
}

export const discovery = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = c.get('settings').SITE_URL;
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /account',
      'Disallow: /profile',
      'Disallow: /admin',
      'Disallow: /_data/',
      'Disallow: /_action/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
      '',
    ].join('\n');
    return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
  })
  .get('/sitemap.xml', async (c) => {
    const services = pageServices(c);
    const pages = await publicPages(
      pageSources(services, c.env.CONTENT_KV),
      services.onError,
      (await routeFacts()).listed,
    );
    const count = sitemapPageCount(pages);
    const body = count > 1 ? sitemapIndex(services.origin, count) : sitemapPage(services.origin, pages, 1);
    return xml(c, body, 'application/xml');
  })
  .get('/:file{sitemap-[0-9]+\\.xml}', async (c) => {
    const page = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const services = pageServices(c);
    const pages = await publicPages(
      pageSources(services, c.env.CONTENT_KV),
      services.onError,
      (await routeFacts()).listed,
    );
    if (!(page >= 1 && page <= sitemapPageCount(pages)))
      throw new HTTPException(404, { message: 'No such sitemap page' });
    return xml(c, sitemapPage(services.origin, pages, page), 'application/xml');
  })
  .get('/blog/rss.xml', async (c) => {
    const services = pageServices(c);
    const language = services.locale === 'en' ? 'en' : 'fr';
    const t = serverT(services.locale);
    const [articles, categories] = await Promise.all([
      services.content.list('articles'),
      services.content.list('categories'),
    ]);
    const titles = new Map(categories.map((category) => [category.id, localize(category.title, services.locale)]));
    const items: FeedItem[] = [...articles]
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, FEED_SIZE)
      .map((article) => ({
        title: localize(article.title, services.locale),
        url: absolute(services.origin, `/blog/${article.slug}`, language),
        summary: localize(article.summary, services.locale),
        date: article.date,
        categories: article.categoryIds.flatMap((id) => titles.get(id) ?? []),
      }));
    const body = rss({
      title: `${t('pages.blog')} - ${t('siteName')}`,
      description: t('tagline'),
      url: absolute(services.origin, '/blog', language),
      selfUrl: absolute(services.origin, '/blog/rss.xml', language),
      language,
      items,
    });
    return xml(c, body, 'application/rss+xml');
  })
  .get('/answers/feed.xml', async (c) => {
    const services = pageServices(c);
    const language = services.locale === 'en' ? 'en' : 'fr';
    const t = serverT(services.locale, 'answers');
    const { items: answers } = await readPublishedAnswers(c.env.CONTENT_KV);
    const items: FeedItem[] = answers
      // As the pages: a French reader gets the answers given in French.
      .filter((answer) => services.locale !== 'fr' || answer.language === 'fr')
      .slice(0, FEED_SIZE)
      .map((answer) => ({
        title: answer.question,
        url: absolute(services.origin, answerPath(answer.id), language),
        summary: answer.text || t('answeredBy', { name: answer.presenterName }),
        date: answer.date,
        categories: [answer.presenterName],
      }));
    const body = rss({
      title: t('feedTitle'),
      description: t('feedDescription'),
      url: absolute(services.origin, '/answers', language),
      selfUrl: absolute(services.origin, '/answers/feed.xml', language),
      language,
      items,
    });
    return c.body(body, 200, {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': `public, max-age=${ANSWERS_FEED_MAX_AGE}`,
    });
  })
  .get('/video-presentations/rss.xml', (c) => presentationsFeed(c))
  .get('/video-presentations/series/:id/rss.xml', (c) => presentationsFeed(c, c.req.param('id')));

async function presentationsFeed(c: Context<AppEnv>, seriesId?: string) {
  const services = pageServices(c);
  const language = services.locale === 'en' ? 'en' : 'fr';
  const t = serverT(services.locale);
  const [presentations, categories, allSeries] = await Promise.all([
    services.content.list('presentations'),
    services.content.list('categories'),
    services.content.list('series'),
  ]);
  const series = seriesId ? allSeries.find((item) => item.id === seriesId || item.slug === seriesId) : undefined;
  if (seriesId && !series) throw new HTTPException(404, { message: 'No such series' });
  const titles = new Map(categories.map((category) => [category.id, localize(category.title, services.locale)]));
  const items: FeedItem[] = presentations
    .filter((item) => !series || item.seriesId === series.id)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, FEED_SIZE)
    .map((item) => ({
      title: localize(item.title, services.locale),
      url: absolute(services.origin, `/video-presentations/${item.id}`, language),
      summary: localize(item.summary, services.locale),
      date: item.date,
      categories: item.categoryIds.flatMap((id) => titles.get(id) ?? []),
    }));
  const path = series ? `/video-presentations/series/${series.id}` : '/video-presentations';
  const name = series ? localize(series.title, services.locale) : t('pages.videoPresentations');
  const body = rss({
    title: `${name} - ${t('siteName')}`,
    description: series ? localize(series.description, services.locale) || t('tagline') : t('tagline'),
    url: absolute(services.origin, path, language),
    selfUrl: absolute(services.origin, `${path}/rss.xml`, language),
    language,
    items,
  });
  return xml(c, body, 'application/rss+xml');
}
