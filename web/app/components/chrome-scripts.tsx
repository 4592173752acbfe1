/**
 * The chrome's small scripts on pages without React (issue #25), rendered by the root: the
 * navigation progress bar, the language dialog's reload, the chat's bubble, the service worker
 * (with the new-version notice it shows, rendered here hidden in the reader's language) and the
 * session kept in step across tabs. Each one works alone and fails alone; the page works without
 * any of them.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { PageScript, pageScriptUrl } from './page-script';

/** Where React hydrates the page, its own parts do the rest (progress bar, offline, session). */
export function ChromeScriptsBesideReact() {
  return (
    <>
      <PageScript name="language" />
      <PageScript name="chat" />
    </>
  );
}

export function ChromeScripts({ member }: { member: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="update-notice" role="status" hidden>
        <span>{t('offline.updateReady')}</span>
        <Button type="button" size="1">
          {t('offline.updateReload')}
        </Button>
      </div>
      <PageScript name="progress-bar" />
      <PageScript name="language" />
      <PageScript name="chat" />
      <PageScript name="offline" />
      {/* Whom the page was rendered for: the member's id, or nothing for a visitor. */}
      <script type="module" src={pageScriptUrl('session')} data-session={member ?? ''} />
    </>
  );
}
