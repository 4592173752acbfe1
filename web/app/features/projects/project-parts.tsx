/**
 * Pieces the projects pages share: the frame of the index pages (projects, themes), a listing and
 * a card list with their states, and plain-text bodies. The frame of a single project or theme is in
 * item-frame.tsx, apart, so the index pages do not load the header banner.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { ListingResults } from '../../components/listing/listing-results';
import type { CardData, ListingData } from '../../lib/view-models';
import '../../styles/pages.css';

interface CardListProps {
  value: CardData[] | null;
  /** Shown when the list is empty. */
  empty: string;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}

/** Cards; a short message when the list failed or is empty. */
export function CardList({ value: cards, empty, headingLevel = 'h3', testId }: CardListProps) {
  const { t } = useTranslation('pages');
  if (!cards) return <Text as="p">{t('projects.unavailable')}</Text>;
  if (cards.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <div className="pages-cards" data-testid={testId}>
      <CardGrid cards={cards} headingLevel={headingLevel} />
    </div>
  );
}

interface CardListingProps {
  value: ListingData | null;
  /** Prefix of the controls' element ids. */
  id: string;
  /** Shown instead of the listing when it has nothing at all. */
  empty: string;
  countText: (count: number) => string;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
  /** The listing is the page's first content (an index page): its first image is the LCP. */
  leadsPage?: boolean;
}

/**
 * A listing: the sort control, the count, the cards and the pager (GET form and
 * links, so they work without JavaScript); a short message when it failed or has nothing.
 */
export function CardListing({
  value,
  id,
  empty,
  countText,
  headingLevel = 'h3',
  testId,
  leadsPage = false,
}: CardListingProps) {
  const { t } = useTranslation('pages');
  return (
    <ListingResults
      listing={value}
      id={id}
      testId={testId ?? id}
      className="pages-cards"
      headingLevel={headingLevel}
      countText={countText}
      unavailableText={t('projects.unavailable')}
      empty={<Text as="p">{empty}</Text>}
      leadsPage={leadsPage}
    />
  );
}

/** A titled part of a page. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="page-section" aria-labelledby={`${id}-title`} data-section={id}>
      <Heading as="h2" size="6" id={`${id}-title`} mb="4">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Plain text with paragraphs separated by blank lines. */
export function Paragraphs({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <div className="prose">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <Text as="p" size="3" key={index}>
          {paragraph}
        </Text>
      ))}
    </div>
  );
}

interface IndexFrameProps {
  className: string;
  title: string;
  intro: string;
  /** The way to the other index (projects ⇄ themes). */
  link: { to: string; text: string };
  children: ReactNode;
}

/** An index page (every project, every theme): title, introduction, a link to the other index, its cards. */
export function IndexFrame({ className, title, intro, link, children }: IndexFrameProps) {
  return (
    <article className={className}>
      <Heading as="h1" size="8" mb="2">
        {title}
      </Heading>
      <Text as="p" size="4" color="gray" mb="2">
        {intro}
      </Text>
      <Text as="p" mb="5">
        <Link to={link.to}>{link.text}</Link>
      </Text>
      {children}
    </article>
  );
}
