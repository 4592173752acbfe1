/**
 * /blog/:slug: banner (first category, title, summary, date, author, read time), body, tags, related
 * articles. Whole as HTML: its parts' modules keep the reading position and copy the share link.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { HeaderBanner } from '../../components/header-banner';
import { ListToggle } from '../../components/member/list-toggle';
import { SaveOffline } from '../../components/offline/save-offline';
import { ReadingProgress } from '../../components/progress/reading-progress';
import { useRootData } from '../../lib/use-root-data';
import { DEFAULT_LISTING_QUERY, listingHref } from '#shared/lib/listing-query.ts';
import type { ArticleData } from './types';
import '../../styles/people.css';

/**
 * Where a member left the article, as their account knows it: the paragraph at that share of the
 * text carries the anchor the dashboard's Continue row links to (`#read-<percent>`), so the
 * browser opens the article there with no script (its module places it more finely).
 */
function resumeAnchor(body: string[], readAt: number | undefined) {
  if (readAt === undefined || body.length === 0) return undefined;
  const total = body.reduce((sum, paragraph) => sum + paragraph.length, 0);
  let passed = 0;
  let paragraph = body.length - 1;
  for (const [index, text] of body.entries()) {
    passed += text.length;
    if (passed >= readAt * total) {
      paragraph = index;
      break;
    }
  }
  return { paragraph, anchor: `read-${Math.round(readAt * 100)}` };
}

export function ArticlePage({ data }: { data: ArticleData }) {
  const { user } = useRootData();
  const { t } = useTranslation('blog');
  const { article } = data;
  const resume = resumeAnchor(article.body, data.readAt);
  return (
    <article className="page people-scope article-page">
      <HeaderBanner
        title={article.title}
        image={article.image}
        category={article.category}
        summary={article.summary}
        date={article.date}
        author={article.author}
        readTime={article.readTime}
        shareOrigin={data.origin}
      />
      <Flex gap="3" align="center" wrap="wrap" className="article-actions">
        <ListToggle kind="readlist" itemId={article.id} initiallyIn={data.listed} />
        <SaveOffline path={`/blog/${article.slug}`} kind="article" title={article.title} />
      </Flex>
      <ReadingProgress id={article.id} title={article.title} path={`/blog/${article.slug}`} signedIn={user !== null} />
      <section className="prose article-body" aria-label={t('article.body')} lang={article.lang}>
        {article.body.length > 0 ? (
          article.body.map((paragraph, index) => (
            <Text as="p" size="4" key={index} id={index === resume?.paragraph ? resume.anchor : undefined}>
              {paragraph}
            </Text>
          ))
        ) : (
          <Text as="p" color="gray">
            {t('article.noBody')}
          </Text>
        )}
      </section>
      {data.tags && data.tags.length > 0 && (
        <section className="page-section" aria-labelledby="article-tags">
          <Heading as="h2" size="4" id="article-tags" mb="2">
            {t('article.tags')}
          </Heading>
          <Flex asChild gap="2" wrap="wrap">
            <ul className="subject-list">
              {data.tags.map((tag) => (
                <li key={tag.id}>
                  <Badge asChild color="gray" variant="surface" size="2">
                    <Link to={listingHref('/blog', DEFAULT_LISTING_QUERY, { tag: tag.id })}>{tag.title}</Link>
                  </Badge>
                </li>
              ))}
            </ul>
          </Flex>
        </section>
      )}
      {data.related.length > 0 && (
        <section className="page-section" aria-labelledby="article-related">
          <Heading as="h2" size="5" id="article-related" mb="3">
            {t('article.related')}
          </Heading>
          <CardGrid cards={data.related} headingLevel="h3" />
        </section>
      )}
    </article>
  );
}
