/**
 * "Save for offline" on an article or a presentation (and on the readlist and watchlist): keeps
 * the page with its images on the device (lib/offline/saved.ts), says how much it took, and
 * removes it again. Shown only where the browser can keep pages, once the page has loaded; nothing
 * is downloaded until it is pressed.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@radix-ui/themes';
import { DownloadIcon } from '../icons/download-icon';
import { TrashIcon } from '../icons/trash-icon';
import { formatFileSize } from '#shared/lib/dates.ts';
import { SAVED_PATH, type SavedKind } from '#shared/lib/offline.ts';
import { useRootData } from '../../lib/use-root-data';
import {
  canSaveOffline,
  removeSaved,
  SaveError,
  saveForOffline,
  savedItem,
  type SaveFailure,
} from '../../lib/offline/saved';
import '../../styles/offline.css';

type State =
  | { status: 'hidden' }
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; bytes: number }
  | { status: 'failed'; reason: SaveFailure };

const REASON_KEYS: Record<SaveFailure, string> = {
  network: 'save.reasonNetwork',
  quota: 'save.reasonQuota',
  other: 'save.reasonOther',
};

export interface SaveOfflineProps {
  /** The page's path, e.g. /blog/my-article. */
  path: string;
  kind: SavedKind;
  title: string;
  size?: '1' | '2';
}

export function SaveOffline({ path, kind, title, size = '2' }: SaveOfflineProps) {
  const { t } = useTranslation('offline');
  const { locale } = useRootData();
  const [state, setState] = useState<State>({ status: 'hidden' });
  const noteId = useId();

  useEffect(() => {
    if (!canSaveOffline()) return;
    let current = true;
    void savedItem(path).then((item) => {
      if (current) setState(item ? { status: 'saved', bytes: item.bytes } : { status: 'idle' });
    });
    return () => {
      current = false;
    };
  }, [path]);

  if (state.status === 'hidden') return null;

  const save = async () => {
    setState({ status: 'saving' });
    try {
      const item = await saveForOffline({ path, kind, title });
      setState({ status: 'saved', bytes: item.bytes });
    } catch (error) {
      setState({ status: 'failed', reason: error instanceof SaveError ? error.reason : 'other' });
    }
  };

  const remove = async () => {
    await removeSaved(path);
    setState({ status: 'idle' });
  };

  return (
    <div className="save-offline" data-testid="save-offline" data-state={state.status}>
      {state.status === 'saved' ? (
        <>
          <Text as="span" size={size} role="status">
            {t('save.saved', { size: formatFileSize(state.bytes, locale) })}
          </Text>
          <Text as="span" size={size}>
            <a href={SAVED_PATH}>{t('save.savedPageLink')}</a>
          </Text>
          <Button
            size={size}
            variant="ghost"
            color="gray"
            onClick={() => void remove()}
            aria-label={t('save.removeLabel', { title })}
          >
            <TrashIcon aria-hidden="true" />
            {t('save.remove')}
          </Button>
        </>
      ) : (
        <>
          <Button
            size={size}
            variant="soft"
            disabled={state.status === 'saving'}
            onClick={() => void save()}
            aria-label={t('save.saveLabel', { title })}
            aria-describedby={kind === 'presentation' ? noteId : undefined}
          >
            <DownloadIcon aria-hidden="true" />
            {t(state.status === 'saving' ? 'save.saving' : 'save.save')}
          </Button>
          {kind === 'presentation' && (
            <Text as="span" size="1" color="gray" id={noteId}>
              {t('save.transcriptNote')}
            </Text>
          )}
          {state.status === 'failed' && (
            <Text as="span" size={size} color="red" role="alert">
              {t('save.failed', { reason: t(REASON_KEYS[state.reason]) })}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
