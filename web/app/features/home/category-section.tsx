/** Browse by category: the nine categories, each opening the presentations filtered by it. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { Deferred } from '../../lib/deferred';
import type { CategoryLink, HomeData } from '../../lib/loader-types';
import { HomeSection, SectionSkeleton, SectionUnavailable } from './home-section';

function CategoryTiles({ categories }: { categories: CategoryLink[] | null }) {
  if (!categories || categories.length === 0) return <SectionUnavailable />;
  return (
    <ul className="pages-grid home-categories" data-testid="category-links">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/video-presentations?category=${encodeURIComponent(category.slug)}`} className="home-tile">
            <Text as="span" size="4" weight="bold" className="home-tile-title">
              {category.title}
            </Text>
            {category.description && (
              <Text as="span" size="2" color="gray" className="clamp-2">
                {category.description}
              </Text>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategorySection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="browse-categories" title={t('home.browseCategories')} intro={t('home.browseCategoriesIntro')}>
      <Deferred value={data.categories} fallback={<SectionSkeleton height="96px" />}>
        {(categories) => <CategoryTiles categories={categories} />}
      </Deferred>
    </HomeSection>
  );
}
