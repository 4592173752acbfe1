/**
 * Pieces the projects pages share: the frame of the index pages (projects, themes), a streamed
 * listing and a streamed card list with their states, and plain-text bodies. The frame of a single project or theme is in
 * item-frame.tsx, apart, so the index pages do not load the header banner.
 */
import type { ReactNode } from 'react';
import { Link } from '../../components/link';
import { useTranslation } from 'react-i18next';
import { Heading, Skeleton, Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { ListingSection } from '../../components/listing/listing-results';
import { Deferred } from '../../lib/deferred';
import type { MaybeDeferred } from '../../lib/loader-types';
import type { CardData, ListingData } from '../../lib/view-models';
import '../../styles/pages.css';

function CardsSkeleton() {
  return (
    <div className="pages-grid" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height="260px" />
      ))}
    </div>
  );
}

interface StreamedCardsProps {
  value: MaybeDeferred<CardData[] | null>;
  /** Shown when the list is empty. */
  empty: string;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}

/** Cards that stream in; a short message when the list failed or is empty. */
export function StreamedCards({ value, empty, headingLevel = 'h3', testId }: StreamedCardsProps) {
  const { t } = useTranslation('pages');
  return (
    <Deferred value={value} fallback={<CardsSkeleton />}>
      {(cards) =>
        !cards ? (
          <Text as="p">{t('projects.unavailable')}</Text>
        ) : cards.length === 0 ? (
          <Text as="p">{empty}</Text>
        ) : (
          <div className="pages-cards" data-testid={testId}>
            <CardGrid cards={cards} headingLevel={headingLevel} />
          </div>
        )
      }
    </Deferred>
  );
}

interface StreamedListingProps {
  value: MaybeDeferred<ListingData | null>;
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
 * A listing that streams in: the sort control, the count, the cards and the pager (GET form and
 * links, so they work without JavaScript); a short message when it failed or has nothing.
 */
export function StreamedListing({
  value,
  id,
  empty,
  countText,
  headingLevel = 'h3',
  testId,
  leadsPage = false,
}: StreamedListingProps) {
  const { t } = useTranslation('pages');
  return (
    <ListingSection
      listing={value}
      fallback={<CardsSkeleton />}
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
