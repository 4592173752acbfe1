/** /video-presentations: every presentation as cards, sorted, filtered and paged from the URL. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HeaderBanner } from '../../components/header-banner';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { ListingSection, ListingSkeleton } from '../../components/listing/listing-results';
import type { PresentationListData } from './types';
import { useSlot } from '../../lib/use-slot';

export function Component() {
  const { t } = useTranslation('presentations');
  const data = useLoaderData() as PresentationListData;
  const slot = useSlot('listing');
  return (
    <div className="presentations-scope">
      <PageTitle title={t('list.title')} />
      <HeaderBanner title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListingSection
        listing={data.listing}
        slot={slot}
        fallback={<ListingSkeleton size="presentations" />}
        id="presentations"
        className="presentation-listing"
        countText={(count) => t('list.count', { count })}
        unavailableText={t('list.unavailable')}
        unavailableClassName="presentations-unavailable"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorPage;
