/**
 * Share menu (spec §2): professional network, social network, e-mail, copy link. Shared links
 * carry the page address, with lang=fr added when the page is read in French. A disclosure
 * (<details>) so it opens without JavaScript, and its links work without it. Copying needs a
 * script (web/scripts/share-menu.ts): the Copy link item is hidden until the module shows it, and
 * "Copied to clipboard!" is written here in the reader's language for the module to say.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../lib/use-root-data';
import { PageScript } from './page-script';
import { onOrigin } from '#shared/lib/alternates.ts';

/** The address to share: the page's canonical address, plus lang=fr in French. */
export function shareUrl(origin: string, pathname: string, locale: string): string {
  const url = onOrigin(origin, pathname);
  if (locale === 'fr') url.searchParams.set('lang', 'fr');
  return url.toString();
}

export function ShareMenu({ title, origin }: { title: string; origin: string }) {
  const { t } = useTranslation('content');
  const { locale } = useRootData();
  const { pathname } = useLocation();
  const url = shareUrl(origin, pathname, locale);
  const encoded = encodeURIComponent(url);
  return (
    <details className="share-menu" data-module="share-menu">
      <summary>{t('share.button')}</summary>
      <ul>
        <li>
          <a
            href={`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.linkedin')}
          </a>
        </li>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`} target="_blank" rel="noopener noreferrer">
            {t('share.facebook')}
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(`${t('share.emailSubject')}: ${title}`)}&body=${encoded}`}>
            {t('share.email')}
          </a>
        </li>
        <li className="share-copy-item" hidden>
          <button type="button" className="share-copy" data-url={url} data-copied={t('share.copied')}>
            {t('share.copy')}
          </button>
          <span role="status" className="share-status" />
        </li>
      </ul>
      <PageScript name="share-menu" />
    </details>
  );
}
