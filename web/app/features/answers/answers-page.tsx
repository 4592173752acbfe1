/** /answers: the answer library (decision 0040), with the site's sort, category filter and pager. */
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { ListingPage } from '../../components/listing/listing-page';
import { ListingControls } from '../../components/listing/listing-controls';
import { Pager } from '../../components/listing/pager';
import { EnglishOnlyNote } from '../../components/english-only-note';
import { AnswerList } from './answer-list';
import type { AnswersPageData } from './types';

export function AnswersPage({ data }: { data: AnswersPageData }) {
  const { t } = useTranslation('answers');
  const { t: tContent } = useTranslation('content');
  const listing = data.listing;
  return (
    <ListingPage className="page answers-page" title={t('title')} intro={t('intro')}>
      {listing ? (
        <div data-testid="answers">
          <ListingControls listing={listing} id="answers" />
          <EnglishOnlyNote count={listing.englishOnly} />
          {listing.items.length === 0 ? (
            <Text as="p" className="listing-empty">
              {listing.query.category ? t('emptyFiltered') : t('empty')}
            </Text>
          ) : (
            <AnswerList answers={listing.items} />
          )}
          <Pager listing={listing} />
          <Text as="p" size="2" mt="4">
            <a href="/answers/feed.xml">{t('feedLink')}</a>
          </Text>
        </div>
      ) : (
        <Text as="p" color="gray">
          {tContent('empty.noResults')}
        </Text>
      )}
    </ListingPage>
  );
}
