/** Browse by category: the nine categories, each opening the presentations filtered by it. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import type { CategoryLink, HomeData } from '../../lib/loader-types';
import { isEmpty, OptionalHomeSection } from './home-section';
import '../../styles/pages.css';
import '../../styles/home.css';

function CategoryTiles({ categories }: { categories: CategoryLink[] }) {
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
    <OptionalHomeSection
      id="browse-categories"
      title={t('home.browseCategories')}
      intro={t('home.browseCategoriesIntro')}
      // No categories to show is no section either.
      value={data.categories}
      hideWhen={isEmpty}
    >
      {(categories) => <CategoryTiles categories={categories} />}
    </OptionalHomeSection>
  );
}
