/**
 * The chrome's small scripts on pages without React (issue #25), rendered by the root: the
 * navigation progress bar, the language dialog's reload, the chat's bubble, the service worker
 * (with the new-version notice it shows, rendered here hidden in the reader's language), the
 * session kept in step across tabs and, on full pages, the idle prefetch and its rules. Each one works alone and
 * fails alone; the page works without any of them.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { PROGRESS_BAR, THEME_COLOR } from '#shared/constants/spec.ts';
import { SPECULATION_RULES_TEXT } from '#shared/lib/speculation-rules.ts';
import { PageModulesLoader, PageScript } from './page-script';

export function ChromeScripts({ member, lite }: { member: string | null; lite: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="update-notice" role="status" hidden data-module="offline">
        <span>{t('offline.updateReady')}</span>
        <Button type="button" size="1">
          {t('offline.updateReload')}
        </Button>
      </div>
      {/* The navigation progress bar (spec §9): green, 2 px; web/scripts/progress-bar.ts shows it. */}
      <div
        className="progress-bar"
        data-module="progress-bar"
        role="progressbar"
        aria-hidden="true"
        aria-label={t('loading')}
        data-visible="false"
        style={{ height: PROGRESS_BAR.heightPx, background: THEME_COLOR, transitionDuration: '0ms' }}
      />
      <PageScript name="progress-bar" />
      <PageScript name="language" />
      <PageScript name="chat" />
      <PageScript name="offline" />
      {/* Lite pages have no prefetch (no speculation rules): on full pages, the links in view are
          prefetched after the spec's idle time, and a prefetched page counts itself. */}
      {!lite && <PageScript name="prefetch" root />}
      {/* The rules themselves (shared/lib/speculation-rules.ts): in the page, no request of their own. */}
      {!lite && <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_TEXT }} />}
      {!lite && <PageScript name="page-view" root />}
      {/* Whom the page was rendered for: the member's id, or nothing for a visitor. */}
      <PageScript name="session" root data-session={member ?? ''} />
      {/* Last: starts every module named above once the first screen is painted (decision 0041). */}
      <PageModulesLoader />
    </>
  );
}
