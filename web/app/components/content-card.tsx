/** The card of every listing (spec §3 card types); titles clamp to 2 lines, descriptions to 6. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { formatDate } from '#shared/lib/dates.ts';
import { useRootData } from '../lib/use-root-data';
import { ResponsiveImage } from './responsive-image';
import type { CardData } from '../lib/view-models';

export function ContentCard({
  card,
  headingLevel = 'h3',
  priority = false,
}: {
  card: CardData;
  headingLevel?: 'h2' | 'h3';
  /** Its image is the page's LCP (the first card of a listing that leads the page). */
  priority?: boolean;
}) {
  const { t } = useTranslation('content');
  const { locale } = useRootData();
  return (
    <Card asChild className="content-card" data-card-type={card.type}>
      <article>
        <Link to={card.url} className="card-link" prefetch="intent">
          {card.image && <ResponsiveImage src={card.image} slot="card" priority={priority} className="card-image" />}
          <Heading as={headingLevel} size="4" className="clamp-2 card-title" lang={card.lang?.title}>
            {card.title}
          </Heading>
        </Link>
        <Flex direction="column" gap="1" mt="1">
          {card.categories && card.categories.length > 0 && (
            <Flex gap="1" wrap="wrap">
              {card.categories.slice(0, 2).map((category) => (
                <Badge key={category.id} color="grass" variant="soft" className="card-category" lang={category.lang}>
                  {category.title}
                </Badge>
              ))}
            </Flex>
          )}
          {(card.role || card.organisation) && (
            <Text as="p" size="2" weight="medium">
              <RoleLine card={card} />
            </Text>
          )}
          {card.qualifications && (
            <Text as="p" size="2" color="gray" lang={card.lang?.qualifications}>
              {card.qualifications}
            </Text>
          )}
          {card.meta && (
            <Text as="p" size="2" color="gray">
              {card.meta}
            </Text>
          )}
          {card.summary && (
            <Text as="p" size="2" className="clamp-6" lang={card.lang?.summary}>
              {card.summary}
            </Text>
          )}
          <CardFooter>
            {card.date && <time dateTime={card.date}>{formatDate(card.date, locale)}</time>}
            {card.author && <span>{t('card.by', { author: card.author })}</span>}
            {card.readTime !== undefined && <span>{t('card.readTime', { count: card.readTime })}</span>}
          </CardFooter>
        </Flex>
      </article>
    </Card>
  );
}

/** "Role, Organisation", each part marked with its language when it is not the page's. */
function RoleLine({ card }: { card: CardData }) {
  const parts = (['role', 'organisation'] as const).filter((field) => card[field]);
  if (parts.every((field) => !card.lang?.[field])) return parts.map((field) => card[field]).join(', ');
  return parts.map((field, index) => (
    <span key={field} lang={card.lang?.[field]}>
      {index > 0 && ', '}
      {card[field]}
    </span>
  ));
}

function CardFooter({ children }: { children: ReactNode[] }) {
  if (children.every((child) => !child)) return null;
  return (
    <Text as="p" size="1" color="gray" className="card-footer">
      {children}
    </Text>
  );
}

/**
 * The card grid at the spec's breakpoints: 1 column, 2 from 600 px, 3 from 960, 4 from 1264.
 * `leadsPage`: the grid is the first thing on the page, so its first image is the LCP.
 */
export function CardGrid({
  cards,
  headingLevel,
  leadsPage = false,
}: {
  cards: CardData[];
  headingLevel?: 'h2' | 'h3';
  leadsPage?: boolean;
}) {
  return (
    <ul className="card-grid">
      {cards.map((card, index) => (
        <li key={`${card.type}:${card.id}`}>
          <ContentCard card={card} headingLevel={headingLevel} priority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
