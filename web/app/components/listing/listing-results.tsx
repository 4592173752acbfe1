/**
 * A listing of cards (presentations, presenters, articles, a collection's presentations): sort and
 * filter controls, a live result count, the spec's empty-state text, the cards and the pager. Null
 * data (content service unavailable) shows a short message instead.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { CardGrid } from '../content-card';
import type { ListingData } from '../../lib/view-models';
import { ListingControls } from './listing-controls';
import { Pager } from './pager';
import { EnglishOnlyNote } from '../english-only-note';
import '../../styles/presentations.css';

interface ListingResultsProps {
  listing: ListingData | null;
  /** Prefix of the controls' element ids; also the listing's test id unless `testId` is given. */
  id: string;
  testId?: string;
  className?: string;
  /** The result count, e.g. "12 presenters". */
  countText: (count: number) => string;
  unavailableText: string;
  unavailableClassName?: string;
  /** The cards' heading level: h3 when the listing sits under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Shown instead of the whole listing when it has nothing at all (no filter chosen), e.g. "This
   * project has no sub-projects yet."; without it, the controls and the no-results text show.
   */
  empty?: ReactNode;
  /** The listing is the page's first content, so its first card's image is the LCP (default). */
  leadsPage?: boolean;
}

export function ListingResults({
  listing,
  id,
  testId = id,
  className,
  countText,
  unavailableText,
  unavailableClassName,
  headingLevel = 'h2',
  empty,
  leadsPage = true,
}: ListingResultsProps) {
  const { t } = useTranslation('content');
  if (!listing) {
    return (
      <Text as="p" color="gray" className={unavailableClassName}>
        {unavailableText}
      </Text>
    );
  }
  const filtered = Boolean(listing.query.category || listing.query.tag || listing.query.series);
  if (empty !== undefined && listing.total === 0 && !filtered) return <>{empty}</>;
  return (
    <div className={className} data-testid={testId}>
      <ListingControls listing={listing} id={id} />
      <Text as="p" size="2" color="gray" role="status" className="listing-count">
        {countText(listing.total)}
      </Text>
      <EnglishOnlyNote count={listing.englishOnly} />
      {listing.items.length === 0 ? (
        <Text as="p" size="3" className="listing-empty">
          {t('empty.noResults')}
        </Text>
      ) : (
        <CardGrid cards={listing.items} headingLevel={headingLevel} leadsPage={leadsPage} />
      )}
      <Pager listing={listing} />
    </div>
  );
}
