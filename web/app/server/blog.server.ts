/** Server loaders of blog articles: the listing (sort, category and tag filters, pages) and one article. */
import type { Locale } from '#shared/constants/spec.ts';
import { localize } from '#shared/lib/localize.ts';
import type { Article, Category } from '#shared/schemas/content.ts';
import type { FilterOption, ListingData } from '../lib/view-models';
import type { ArticleData, ArticleDetail, BlogData } from '../features/blog/types';
import { fallbackLanguage, paragraphs, withoutEmpty } from '../features/blog/text';
import type { ContentReader } from '#worker/src/services/content/client.ts';
import { articleCard, categoryTitles, filterOptions } from './cards.server';
import { buildListing } from './listing.server';
import { contained, missing, whole, type LoaderServices, type ServerLoader } from './types.server';
import { articleSeo } from './seo.server';
import { listMembership } from './account.server';
import { accountProgress } from './progress.server';

/** How many related articles an article shows. */
export const RELATED_ARTICLES = 3;

async function articleListing({ content, allContent, locale }: LoaderServices, url: URL): Promise<ListingData> {
  const [articles, all, categories, tags] = await Promise.all([
    content.list('articles'),
    allContent.list('articles'),
    content.list('categories'),
    content.list('tags'),
  ]);
  const titles = categoryTitles(categories, locale);
  return buildListing(
    { items: articles, all },
    url,
    locale,
    {
      title: (article) => localize(article.title, locale),
      date: (article) => article.date,
      categoryIds: (article) => article.categoryIds,
      tagIds: (article) => article.tagIds,
    },
    { categories, tags },
    { categories: filterOptions(categories, locale), tags: filterOptions(tags, locale) },
    (article) => articleCard(article, locale, titles),
  );
}

export function articleDetail(article: Article, locale: Locale, categories: Category[] | null): ArticleDetail {
  const firstCategory = article.categoryIds
    .map((id) => categories?.find((category) => category.id === id))
    .find(Boolean);
  const body = paragraphs(localize(article.body, locale));
  return withoutEmpty({
    id: article.id,
    slug: article.slug,
    title: localize(article.title, locale),
    summary: localize(article.summary, locale),
    image: article.image,
    date: article.date,
    author: article.author,
    readTime: article.readTimeMinutes,
    category: firstCategory ? localize(firstCategory.title, locale) : undefined,
    body,
    lang: fallbackLanguage(article.body ?? article.title, locale),
  });
}

async function tagsOf(article: Article, content: ContentReader, locale: Locale): Promise<FilterOption[]> {
  const tags = await content.list('tags');
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return article.tagIds.flatMap((id) => {
    const tag = byId.get(id);
    return tag ? [{ id: tag.slug || tag.id, title: localize(tag.title, locale) }] : [];
  });
}

/** Other articles sharing a category with this one, the most shared categories first, then newest. */
export function relatedArticles(article: Article, articles: Article[], limit = RELATED_ARTICLES): Article[] {
  const shared = (other: Article) => other.categoryIds.filter((id) => article.categoryIds.includes(id)).length;
  return articles
    .filter((other) => other.id !== article.id && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.date.localeCompare(a.date))
    .slice(0, limit);
}

function loadArticle(slug: string | undefined, services: LoaderServices) {
  return Promise.all([
    services.content.list('articles'),
    // The banner shows the first category; the page still renders without it.
    contained(services.content.list('categories'), services),
  ]).then(([articles, categories]) => ({
    articles,
    categories,
    article: articles.find((item) => item.slug === slug),
  }));
}

export const blogLoaders = {
  blog: async ({ url }, services): Promise<BlogData> => ({
    listing: await contained(articleListing(services, url), services),
  }),
  article: async ({ params }, services): Promise<ArticleData> => {
    const { articles, categories, article } = await loadArticle(params.slug, services);
    if (!article) return missing(services, 'articles', (item) => item.slug === params.slug);
    const detail = articleDetail(article, services.locale, categories);
    const [listed, readAt] = await Promise.all([
      listMembership(services, 'readlist', article.id),
      accountProgress(services, 'article', article.id),
    ]);
    return whole({
      article: detail,
      origin: services.origin,
      listed,
      readAt,
      seo: articleSeo(services.origin, {
        title: localize(article.title, services.locale),
        summary: localize(article.summary, services.locale),
        image: article.image,
        date: article.date,
        author: article.author,
        path: `/blog/${article.slug}`,
        section: detail.category,
      }),
      tags: contained(tagsOf(article, services.content, services.locale), services),
      // Built from lists already loaded.
      related: relatedArticles(article, articles).map((item) =>
        articleCard(item, services.locale, categoryTitles(categories ?? [], services.locale)),
      ),
    });
  },
} satisfies Record<string, ServerLoader>;
