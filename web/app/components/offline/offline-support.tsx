/**
 * Starts the offline support after the page has loaded (the service worker, decision 0024) and
 * announces a new version of the site when one is waiting: a polite notice with a Reload button,
 * never a forced reload. Nothing runs on lite pages (no script) or in `vite dev`.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';

export function OfflineSupport() {
  const { t } = useTranslation();
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const start = () =>
      void import('../../lib/offline/register').then(({ registerServiceWorker, watchOfflineLinks }) => {
        if (cancelled) return;
        watchOfflineLinks();
        registerServiceWorker((next) => setApply(() => next)).catch((error: unknown) =>
          console.warn('offline support not started:', error instanceof Error ? error.message : error),
        );
      });
    // After the page's own work: the worker's install fetches the offline pages.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, []);

  if (!apply) return null;
  return (
    <div className="update-notice" role="status">
      <span>{t('offline.updateReady')}</span>
      <Button size="1" onClick={apply}>
        {t('offline.updateReload')}
      </Button>
    </div>
  );
}
