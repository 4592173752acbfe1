/** /blog: article cards, sorted, filtered by category and tag, and paged from the URL. */
import { useTranslation } from 'react-i18next';
import { ListingPage } from '../../components/listing/listing-page';
import { ListingResults } from '../../components/listing/listing-results';
import type { BlogData } from './types';
import '../../styles/people.css';

export function BlogPage({ data }: { data: BlogData }) {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation();
  return (
    <ListingPage className="page people-scope blog-page" title={tCommon('pages.blog')} intro={t('list.intro')}>
      <ListingResults
        listing={data.listing}

        id="articles"
        countText={(count) => t('list.results', { count })}
        unavailableText={t('list.unavailable')}
        unavailableClassName="listing-unavailable"
      />
    </ListingPage>
  );
}
