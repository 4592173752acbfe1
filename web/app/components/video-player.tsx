/**
 * A YouTube video that costs nothing until it is asked for: a light poster (the item's image or a
 * CSS placeholder) over a link to the video on YouTube, which is what a browser without scripts
 * gets. Its module (web/scripts/video-player.ts) turns the link into a "Play video" button that
 * inserts the privacy-enhanced (youtube-nocookie) player only when pressed, so a page with a video
 * makes no third-party request on load. The texts the module shows are written here, in the
 * reader's language, as data attributes.
 *
 * Under the poster, a line says what watching costs before anything loads ("47 min · about
 * 240 MB at 360p", shared/lib/video-cost.ts; it describes the Play button) and, when there is a
 * transcript in the reader's language on the page, offers it as the free alternative. The line
 * stays while the video plays, so pressing Play moves nothing on the page.
 *
 * A page at a moment (`?t=95`) gives `start`: the link to YouTube starts there, and Play says
 * "Play from 1:35". With `progress`, the module keeps where the viewer is (decision 0025) and
 * resumes there (this device's record first, else `resumeAt`, the member's account's, which the
 * link to YouTube starts at with no script); the transcript's times seek the player (decision 0026).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReaderIcon } from './icons/reader-icon';
import { videoCost } from '#shared/lib/video-cost.ts';
import { PageScript } from './page-script';
import { ResponsiveImage } from './responsive-image';
import { useRootData } from '../lib/use-root-data';
import '../styles/video-player.css';

export interface VideoPlayerProps {
  /** The YouTube video id. */
  videoId: string;
  /** The video's title: the player's accessible name. */
  title: string;
  /** Poster image address; a plain placeholder is drawn without it. */
  poster?: string;
  /** Length of the video in seconds; without it there is no cost line. */
  durationSeconds?: number;
  /** The transcript on the same page ("#transcript", or the line of the moment), offered instead of the video. */
  transcriptHref?: string;
  /** Second to start at (the page's moment). */
  start?: number;
  /** Where the member left the video, as their account knows it: the start when the page has no moment. */
  resumeAt?: number;
  /** Whether the poster is the page's LCP image (loaded at once); default true. */
  priority?: boolean;
  /** Where the viewer is, kept for this item (decision 0025): the module records and resumes it. */
  progress?: { id: string; title: string; path: string; signedIn: boolean };
}

// YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else is refused rather than put in a URL.
const VIDEO_ID = /^[\w-]{6,32}$/;
/** Where the module puts the time in a text (a placeholder i18next leaves alone). */
const TIME = '{time}';

export function VideoPlayer({
  videoId,
  title,
  poster,
  durationSeconds,
  transcriptHref,
  start,
  resumeAt,
  priority = true,
  progress,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation('presentations');
  const { lite } = useRootData();
  const costId = useId();
  if (!VIDEO_ID.test(videoId)) return null;

  // The UI language (combined reads French) is the number format of the page.
  const cost = videoCost(durationSeconds, i18n.language === 'fr' ? 'fr' : 'en');
  const whole = (second: number | undefined) => (second !== undefined && second > 0 ? Math.floor(second) : undefined);
  const wholeStart = whole(start);
  // Without a script, the link to the video starts at the moment, or where the member left it.
  const linkStart = wholeStart ?? whole(resumeAt);
  const describedBy = cost ? costId : undefined;
  const facts =
    cost || transcriptHref ? (
      <p className="video-facts" data-testid="video-facts">
        {cost && (
          <span id={costId} className="video-cost">
            {t('player.cost', { ...cost })}
          </span>
        )}
        {transcriptHref && (
          <a href={transcriptHref} className="video-transcript-link">
            <ReaderIcon aria-hidden="true" />
            <span>{t('player.readTranscript')}</span>
          </a>
        )}
      </p>
    ) : null;

  return (
    <div
      className="video-player"
      data-state="poster"
      data-module="video-player"
      data-video-id={videoId}
      data-title={title}
      data-start={wholeStart}
      data-resume={whole(resumeAt)}
      data-duration={durationSeconds}
      data-label={t('player.play')}
      data-label-from={t('player.playFrom', { time: TIME })}
      data-name={t('player.playTitle', { title })}
      data-name-from={t('player.playTitleFrom', { time: TIME, title })}
      data-progress-id={progress?.id}
      data-progress-title={progress?.title}
      data-progress-path={progress?.path}
      data-signed-in={progress ? String(progress.signedIn) : undefined}
    >
      <div className="video-screen">
        {poster && !lite ? (
          // The player sits at the top of its page: the poster is the page's LCP. Lite pages
          // (a slow or costly line, issue #25) draw the plain placeholder instead.
          <ResponsiveImage src={poster} slot="poster" priority={priority} className="video-poster" />
        ) : (
          <span className="video-poster video-poster-placeholder" aria-hidden="true" />
        )}
        {/* Without the module, the video on YouTube (at the page's moment); with it, the Play button. */}
        <a
          className="video-play"
          href={`https://www.youtube.com/watch?v=${videoId}${linkStart ? `&t=${linkStart}s` : ''}`}
          aria-describedby={describedBy}
        >
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" className="video-play-shape" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
          <span className="video-play-label">{t('player.watchOnYoutube')}</span>
        </a>
        <p className="video-offline" role="status" hidden>
          {t('player.offline')}
        </p>
      </div>
      {facts}
      <PageScript name="video-player" />
    </div>
  );
}
