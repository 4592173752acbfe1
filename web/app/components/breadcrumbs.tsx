/** Breadcrumbs by the spec's rules (shared/lib/breadcrumbs), with the page title as last item. */
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbs } from '../../../shared/lib/breadcrumbs';
import { pageHandle } from '../lib/route-handle';
import { titleOf } from '../lib/page-meta';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { t } = useTranslation();
  if (pathname === '/') return null;
  const handle = pageHandle(matches);
  // The page's own title (a presentation's, an article's), as its head has it.
  const items = breadcrumbs(pathname, titleOf(matches, t), undefined, { pageOnly: handle?.errorPage });
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const label = index === 0 ? t('breadcrumbs.home') : item.label;
          return (
            <li key={item.href}>
              {current ? <span aria-current="page">{label}</span> : <Link to={item.href}>{label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
