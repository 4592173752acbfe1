/**
 * "Save for offline" on an article or a presentation (and on the readlist and watchlist): keeps
 * the page with its images on the device (web/scripts/_saved.ts), says how much it took, and
 * removes it again. Nothing is downloaded until it is pressed.
 *
 * The server renders the control hidden, with every text its module (web/scripts/save-offline.ts)
 * shows, in the reader's language; the module shows it where the browser can keep pages. With no
 * script nothing can be saved (keeping a page is Cache Storage and a service worker, both scripts),
 * so a browser without them never sees a button that could not work.
 *
 * A presentation with audio (issue #26) offers to keep it too, its size said before anything is
 * downloaded (a box, ticked); one with a small video (issue #35) offers that too, its size and, for
 * a visitor whose country is known, its cost said as the ladder's rungs say them (a box, not
 * ticked: it is the larger file). They are kept within the site's limit (SAVED_MEDIA_LIMIT_BYTES)
 * and the device's room, and when one is not, the page is still saved and the control says why.
 * Kept, the small video plays offline in the ladder's player with its captions, which are kept
 * with every saved talk.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@radix-ui/themes';
import { DownloadIcon } from '../icons/download-icon';
import { TrashIcon } from '../icons/trash-icon';
import { SAVED_MEDIA_LIMIT_BYTES } from '#shared/constants/offline.ts';
import { dataCost } from '#shared/lib/data-cost.ts';
import { formatFileSize } from '#shared/lib/dates.ts';
import { SAVED_PATH, type SavedKind } from '#shared/lib/offline.ts';
import { useRootData } from '../../lib/use-root-data';
import { PageScript } from '../page-script';
import '../../styles/offline.css';

export interface SaveOfflineProps {
  /** The page's path, e.g. /blog/my-article. */
  path: string;
  kind: SavedKind;
  title: string;
  size?: '1' | '2';
  /**
   * The talk's audio, kept with the page when the visitor leaves the box ticked: its same-origin
   * address (`renditionPath`, shared/lib/renditions.ts) and its size in bytes.
   */
  audio?: { path: string; bytes: number };
  /** The talk's small video, kept with the page when the visitor ticks its box (issue #35). */
  video?: { path: string; bytes: number };
}

export function SaveOffline({ path, kind, title, size = '2', audio, video }: SaveOfflineProps) {
  const { t } = useTranslation('offline');
  const { locale, country } = useRootData();
  const noteId = useId();
  const media = audio ?? video;
  const limitReason = t('save.audioReasonLimit', {
    limit: formatFileSize(SAVED_MEDIA_LIMIT_BYTES, locale),
    used: '{used}',
  });
  // As a rung says it: the size, then what it costs in the visitor's money (and in dollars).
  const price = (bytes: number) => {
    const cost = dataCost(bytes, country ?? undefined, locale);
    return [cost.size, cost.local, cost.usd].filter(Boolean).join(' · ');
  };
  const videoPrice = video && price(video.bytes);
  return (
    <div
      className="save-offline"
      data-testid="save-offline"
      data-module="save-offline"
      data-state="idle"
      data-path={path}
      data-kind={kind}
      data-title={title}
      data-saving={t('save.saving')}
      data-saved={t('save.saved', { size: '{size}' })}
      data-failed={t('save.failed', { reason: '{reason}' })}
      data-reason-network={t('save.reasonNetwork')}
      data-reason-quota={t('save.reasonQuota')}
      data-reason-other={t('save.reasonOther')}
      data-audio-path={audio?.path}
      data-audio-bytes={audio?.bytes}
      data-saved-audio={audio ? t('save.savedWithAudio', { size: '{size}' }) : undefined}
      data-audio-skipped={audio ? t('save.audioNotKept', { reason: '{reason}' }) : undefined}
      data-audio-reason-limit={audio ? limitReason : undefined}
      data-audio-reason-room={audio ? t('save.audioReasonRoom') : undefined}
      data-audio-reason-failed={audio ? t('save.audioReasonFailed') : undefined}
      data-video-path={video?.path}
      data-video-bytes={video?.bytes}
      data-saved-video={video ? t('save.savedWithVideo', { size: '{size}' }) : undefined}
      data-saved-audio-video={audio && video ? t('save.savedWithAudioVideo', { size: '{size}' }) : undefined}
      data-video-skipped={video ? t('save.videoNotKept', { reason: '{reason}' }) : undefined}
      data-video-reason-limit={video ? limitReason : undefined}
      data-video-reason-room={video ? t('save.videoReasonRoom') : undefined}
      data-video-reason-failed={video ? t('save.videoReasonFailed') : undefined}
      hidden
    >
      <span className="save-offline-part" data-part="idle">
        <Button
          type="button"
          size={size}
          variant="soft"
          data-save=""
          aria-label={t('save.saveLabel', { title })}
          aria-describedby={kind === 'presentation' ? noteId : undefined}
        >
          <DownloadIcon aria-hidden="true" />
          <span className="save-offline-label">{t('save.save')}</span>
        </Button>
        {kind === 'presentation' && (
          <Text as="span" size="1" color="gray" id={noteId}>
            {t('save.transcriptNote')}
          </Text>
        )}
        {audio && (
          <Text as="label" size="1" className="save-offline-audio">
            <input type="checkbox" data-save-audio="" defaultChecked />
            {t('save.audioOption', { price: price(audio.bytes) })}
          </Text>
        )}
        {video && (
          <Text as="label" size="1" className="save-offline-audio">
            <input type="checkbox" data-save-video="" />
            {t('save.videoOption', { price: videoPrice })}
          </Text>
        )}
        <Text as="span" size={size} color="red" role="alert" className="save-offline-error" />
      </span>
      <span className="save-offline-part" data-part="saved" hidden>
        <Text as="span" size={size} role="status" className="save-offline-size" />
        {media && <Text as="span" size="1" weight="medium" role="status" className="save-offline-audio-note" />}
        <Text as="span" size={size}>
          <a href={SAVED_PATH}>{t('save.savedPageLink')}</a>
        </Text>
        <Button
          type="button"
          size={size}
          variant="ghost"
          color="gray"
          data-remove=""
          aria-label={t('save.removeLabel', { title })}
        >
          <TrashIcon aria-hidden="true" />
          {t('save.remove')}
        </Button>
      </span>
      <PageScript name="save-offline" />
    </div>
  );
}
