/** Page links of a listing (plain links carrying the listing's query, so they work without JS). */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listingHref } from '#shared/lib/listing-query.ts';
import { ELLIPSIS, pageNumbers } from '#shared/lib/paging.ts';
import type { ListingData } from '../../lib/view-models';

export function Pager({ listing }: { listing: ListingData<unknown> }) {
  const { pathname } = useLocation();
  const href = (page: number) =>
    listingHref(pathname, listing.query, { page }, { defaultSort: listing.defaultSort, keep: listing.keep });
  return <PageLinks page={listing.page} pageCount={listing.pageCount} href={href} />;
}

/** The page links themselves, for any list whose page `href` gives (search results too). */
export function PageLinks({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation('content');
  if (pageCount <= 1) return null;
  const listing = { page, pageCount };
  return (
    <nav aria-label={t('pager.label')} className="pager">
      <ul>
        {listing.page > 1 && (
          <li>
            <Link to={href(listing.page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> {t('pager.previous')}
            </Link>
          </li>
        )}
        {pageNumbers(listing.page, listing.pageCount).map((entry, index) =>
          entry === ELLIPSIS ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === listing.page ? (
                <span aria-current="page" className="pager-current">
                  {entry}
                </span>
              ) : (
                <Link to={href(entry)} aria-label={t('pager.page', { page: entry })}>
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
        {listing.page < listing.pageCount && (
          <li>
            <Link to={href(listing.page + 1)} rel="next">
              {t('pager.next')} <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
