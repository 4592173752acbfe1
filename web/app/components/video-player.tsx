/**
 * A YouTube video that costs nothing until it is asked for: a light poster (the item's image or a
 * CSS placeholder) with a big "Play video" button. Only pressing it inserts the privacy-enhanced
 * (youtube-nocookie) player, so a page with a video makes no third-party request on load.
 * Without JavaScript a plain link to the video is offered instead.
 *
 * Under the poster, a line says what watching costs before anything loads ("47 min · about
 * 240 MB at 360p", shared/lib/video-cost.ts; it describes the Play button) and, when there is a
 * transcript in the reader's language on the page, offers it as the free alternative. The line
 * stays while the video plays, so pressing Play moves nothing on the page.
 *
 * A page at a moment (`?t=95`) gives `start`: Play says "Play from 1:35" and the player starts
 * there. The player is driven over YouTube's postMessage API (lib/youtube-bridge.ts), handed to
 * the page through `onBridge` while it is there (decision 0026).
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ReaderIcon } from './icons/reader-icon';
import { formatMoment } from '#shared/lib/moments.ts';
import { videoCost } from '#shared/lib/video-cost.ts';
import type { YouTubeBridge } from '../lib/youtube-bridge';
import { youtubeEmbedUrl } from '../lib/youtube-embed';
import { ResponsiveImage } from './responsive-image';
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
  /** Second to start at when Play is pressed (the page's moment). */
  start?: number;
  /** Given the bridge to the player once it is inserted, and null when it goes. */
  onBridge?: (bridge: YouTubeBridge | null) => void;
}

// YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else is refused rather than put in a URL.
const VIDEO_ID = /^[\w-]{6,32}$/;

/**
 * Opens the disclosure the link leads to (or the one around its target, a transcript line), shows
 * the target and puts the keyboard on it (its summary, or its first link). Without JavaScript
 * the link is a plain jump to the target, and one tap on the summary opens it.
 */
function openTarget(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  const details = target instanceof HTMLDetailsElement ? target : target?.closest('details');
  if (!target || !details) return;
  // Done here rather than by the browser's jump, which the router's scroll handling may undo.
  event.preventDefault();
  details.open = true;
  target.scrollIntoView({ block: 'start' });
  const focusable = target === details ? details.querySelector('summary') : target.querySelector('a');
  focusable?.focus({ preventScroll: true });
}

export function VideoPlayer({
  videoId,
  title,
  poster,
  durationSeconds,
  transcriptHref,
  start,
  onBridge,
}: VideoPlayerProps) {
  const { t, i18n } = useTranslation('presentations');
  // The player's address, made when Play is pressed (it needs this page's origin) and kept, so
  // a later moment of the page seeks the player instead of reloading it.
  const [source, setSource] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const costId = useId();
  const bridgeListener = useRef(onBridge);
  useEffect(() => {
    bridgeListener.current = onBridge;
  });

  useEffect(() => {
    const iframe = frame.current;
    if (!source || !iframe) return;
    // Keyboard users land in the player they just started.
    iframe.focus();
    // The bridge comes with the player (no page loads it before Play); it greets the player once
    // the player's page has loaded, which takes longer than this import.
    let bridge: YouTubeBridge | undefined;
    let gone = false;
    import('../lib/youtube-bridge').then(
      ({ connectYouTubePlayer }) => {
        if (gone) return;
        bridge = connectYouTubePlayer(iframe);
        bridgeListener.current?.(bridge);
      },
      // Without it the video still plays; the transcript's times then only change the moment.
      () => {},
    );
    return () => {
      gone = true;
      if (!bridge) return;
      bridge.dispose();
      bridgeListener.current?.(null);
    };
  }, [source]);

  const play = () => {
    // Offline, the player cannot load: say so, and leave the transcript as the way in.
    if (navigator.onLine === false) {
      setOffline(true);
      return;
    }
    setOffline(false);
    setSource(youtubeEmbedUrl(videoId, { autoplay: true, start, origin: window.location.origin }));
  };

  if (!VIDEO_ID.test(videoId)) return null;

  // The UI language (combined reads French) is the number format of the page.
  const cost = videoCost(durationSeconds, i18n.language === 'fr' ? 'fr' : 'en');
  const wholeStart = start !== undefined && start > 0 ? Math.floor(start) : undefined;
  const from = wholeStart !== undefined ? formatMoment(wholeStart) : undefined;
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
          <a href={transcriptHref} className="video-transcript-link" onClick={openTarget}>
            <ReaderIcon aria-hidden="true" />
            <span>{t('player.readTranscript')}</span>
          </a>
        )}
      </p>
    ) : null;

  if (source) {
    return (
      <div className="video-player" data-state="playing">
        <div className="video-screen">
          <iframe
            ref={frame}
            src={source}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        {facts}
      </div>
    );
  }

  return (
    <div className="video-player" data-state="poster">
      <div className="video-screen">
        {poster ? (
          // The player sits at the top of its page: the poster is the page's LCP.
          <ResponsiveImage src={poster} slot="poster" priority className="video-poster" />
        ) : (
          <span className="video-poster video-poster-placeholder" aria-hidden="true" />
        )}
        <button
          type="button"
          className="video-play"
          onClick={play}
          aria-label={from ? t('player.playTitleFrom', { title, time: from }) : t('player.playTitle', { title })}
          aria-describedby={describedBy}
        >
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" className="video-play-shape" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
          <span className="video-play-label">{from ? t('player.playFrom', { time: from }) : t('player.play')}</span>
        </button>
        {offline && (
          <p className="video-offline" role="status">
            {t('player.offline')}
          </p>
        )}
        <noscript>
          <a
            className="video-external"
            href={`https://www.youtube.com/watch?v=${videoId}${wholeStart ? `&t=${wholeStart}s` : ''}`}
            aria-describedby={describedBy}
          >
            {t('player.watchOnYoutube')}
          </a>
        </noscript>
      </div>
      {facts}
    </div>
  );
}
