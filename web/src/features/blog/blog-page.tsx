/** /blog: article cards, sorted, filtered by category and tag, and paged from the URL. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RouteErrorPage } from '../../components/error-page';
import { ListingPage } from '../../components/listing/listing-page';
import { ListingSection } from '../../components/listing/listing-results';
import { useSlot } from '../../lib/use-slot';
import type { BlogData } from './types';

export function Component() {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation();
  const data = useLoaderData() as BlogData;
  const slot = useSlot('listing');
  return (
    <ListingPage className="page people-scope blog-page" title={tCommon('pages.blog')} intro={t('list.intro')}>
      <ListingSection
        listing={data.listing}
        slot={slot}
        id="articles"
        countText={(count) => t('list.results', { count })}
        unavailableText={t('list.unavailable')}
        unavailableClassName="listing-unavailable"
      />
    </ListingPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
