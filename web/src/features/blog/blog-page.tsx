/** /blog: article cards, sorted, filtered by category and tag, and paged from the URL. */
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import { ListingSection } from '../presenters/listing-section';
import { useSlot } from '../../lib/use-slot';
import type { BlogData } from './types';

export function Component() {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation();
  const data = useLoaderData() as BlogData;
  const slot = useSlot('listing');
  const title = tCommon('pages.blog');
  return (
    <div className="page people-scope blog-page">
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
        id="articles"
        countText={(count) => t('list.results', { count })}
        unavailableText={t('list.unavailable')}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorPage;
