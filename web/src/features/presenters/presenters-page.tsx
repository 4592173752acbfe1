/** /presenters: presenter cards, sorted, filtered by category and paged from the URL. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import { ListingPage } from '../../components/listing/listing-page';
import { ListingSection } from '../../components/listing/listing-results';
import type { PresentersData } from './types';
import { useSlot } from '../../lib/use-slot';

export function Component() {
  const { t } = useTranslation('people');
  const { t: tCommon } = useTranslation();
  const data = useLoaderData() as PresentersData;
  const slot = useSlot('listing');
  return (
    <ListingPage className="page people-scope people-page" title={tCommon('pages.presenters')} intro={t('list.intro')}>
      <ListingSection
        listing={data.listing}
        slot={slot}
        id="presenters"
        countText={(count) => t('list.results', { count })}
        unavailableText={t('list.unavailable')}
        unavailableClassName="listing-unavailable"
      />
    </ListingPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
