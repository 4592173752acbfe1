/** /presenters: presenter cards, sorted, filtered by category and paged from the URL. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { ListingSection } from './listing-section';
import type { PresentersData } from './types';
import { useSlot } from '../../lib/use-slot';

export function Component() {
  const { t } = useTranslation('people');
  const { t: tCommon } = useTranslation();
  const data = useLoaderData() as PresentersData;
  const slot = useSlot('listing');
  const title = tCommon('pages.presenters');
  return (
    <div className="page people-scope people-page">
      <PageTitle title={title} />
      <header className="listing-header">
        <Heading as="h1" size="8">
          {title}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t('list.intro')}
        </Text>
      </header>
      <ListingSection
        listing={data.listing}
        slot={slot}
        id="presenters"
        countText={(count) => t('list.results', { count })}
        unavailableText={t('list.unavailable')}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorPage;
