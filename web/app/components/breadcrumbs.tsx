/**
 * Breadcrumbs by the spec's rules (shared/lib/breadcrumbs): the page's own title last, the
 * sections' titles (in the reader's language) and those its loader gives for the crumbs on the
 * way, addresses that are no page shown as text. An error
 * page's trail is Home and the error: the route's error boundary draws it (`error`), and the
 * layout's trail steps aside while the page shows an error.
 */
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbs } from '#shared/lib/breadcrumbs.ts';
import { pageHandle } from '../lib/route-handle';
import { crumbTitles, titleOf } from '../lib/page-meta';

/** Every page route has a loader (null when it has no data): no data means it failed. */
const pageFailed = (matches: ReturnType<typeof useMatches>) => matches.at(-1)?.loaderData === undefined;

export function Breadcrumbs({ errorTitle }: { errorTitle?: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { t } = useTranslation();
  if (pathname === '/' && errorTitle === undefined) return null;
  if (errorTitle === undefined && pageFailed(matches)) return null;
  const handle = pageHandle(matches);
  const items =
    errorTitle !== undefined
      ? breadcrumbs(pathname, errorTitle, undefined, { pageOnly: true })
      : breadcrumbs(pathname, titleOf(matches, t), undefined, {
          pageOnly: handle?.errorPage,
          titles: crumbTitles(matches, t),
        });
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const label = index === 0 ? t('breadcrumbs.home') : item.label;
          return (
            <li key={item.href}>
              {current ? (
                <span aria-current="page">{label}</span>
              ) : item.notAPage ? (
                <span>{label}</span>
              ) : (
                <Link to={item.href}>{label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
