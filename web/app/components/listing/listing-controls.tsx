/**
 * Sort and filter controls of a listing: a plain GET form with a visible Apply button, so it works
 * with no script at all (lite pages and JavaScript off included); its address is the listing's
 * (the loader reads the query). With scripts, web/scripts/listing-controls.ts submits it when a
 * select changes, and Apply still works. Filters start with the spec's id-0 placeholders.
 */
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@radix-ui/themes';
import { SORT_OPTIONS } from '#shared/constants/spec.ts';
import type { ListingData } from '../../lib/view-models';
import { PageScript } from '../page-script';
import '../../styles/listing.css';

const FILTERS = [
  { key: 'category', all: 'filters.allCategories', label: 'filters.category', list: 'categories' },
  { key: 'tag', all: 'filters.allTags', label: 'filters.tag', list: 'tags' },
  { key: 'series', all: 'filters.allSeries', label: 'filters.series', list: 'series' },
] as const;

export function ListingControls({ listing, id = 'listing' }: { listing: ListingData<unknown>; id?: string }) {
  const { t } = useTranslation('content');
  return (
    // autoComplete off: back to this page, the selects show what the address says, not the choice
    // made before leaving (the browser would restore it).
    <form
      method="get"
      className="listing-controls"
      aria-label={t('filters.legend')}
      autoComplete="off"
      data-module="listing-controls"
    >
      <Flex gap="3" wrap="wrap" align="end">
        <label className="field">
          <span>{t('sort.label')}</span>
          <select
            name="sort"
            defaultValue={String(listing.query.sort)}
            key={`sort-${listing.query.sort}`}
            id={`${id}-sort`}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {t(`sort.${option.key}`)}
              </option>
            ))}
          </select>
        </label>
        {FILTERS.map((filter) => {
          const options = listing.filters[filter.list];
          if (!options) return null;
          const value = listing.query[filter.key] ?? '0';
          return (
            <label className="field" key={filter.key}>
              <span>{t(filter.label)}</span>
              <select name={filter.key} defaultValue={value} key={`${filter.key}-${value}`} id={`${id}-${filter.key}`}>
                <option value="0">{t(filter.all)}</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.title}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        {Object.entries(listing.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="soft" className="listing-apply">
          {t('filters.apply')}
        </Button>
      </Flex>
      <PageScript name="listing-controls" />
    </form>
  );
}
