/**
 * A YouTube video that costs nothing until it is asked for: a light poster (the item's image or a
 * CSS placeholder) with a big "Play video" button. Only pressing it inserts the privacy-enhanced
 * (youtube-nocookie) player, so a page with a video makes no third-party request on load.
 * Without JavaScript a plain link to the video is offered instead.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface VideoPlayerProps {
  /** The YouTube video id. */
  videoId: string;
  /** The video's title: the player's accessible name. */
  title: string;
  /** Poster image address; a plain placeholder is drawn without it. */
  poster?: string;
}

// YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else is refused rather than put in a URL.
const VIDEO_ID = /^[\w-]{6,32}$/;

export function VideoPlayer({ videoId, title, poster }: VideoPlayerProps) {
  const { t } = useTranslation('presentations');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // Keyboard users land in the player they just started.
    if (playing) frame.current?.focus();
  }, [playing]);

  if (!VIDEO_ID.test(videoId)) return null;

  if (playing) {
    return (
      <div className="video-player" data-state="playing">
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div className="video-player" data-state="poster">
      {poster ? (
        <img src={poster} alt="" width={515} height={286} decoding="async" className="video-poster" />
      ) : (
        <span className="video-poster video-poster-placeholder" aria-hidden="true" />
      )}
      <button
        type="button"
        className="video-play"
        onClick={() => setPlaying(true)}
        aria-label={t('player.playTitle', { title })}
      >
        <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
          <rect width="68" height="48" rx="12" className="video-play-shape" />
          <path d="M27 14v20l18-10z" fill="#fff" />
        </svg>
        <span className="video-play-label">{t('player.play')}</span>
      </button>
      <noscript>
        <a className="video-external" href={`https://www.youtube.com/watch?v=${videoId}`}>
          {t('player.watchOnYoutube')}
        </a>
      </noscript>
    </div>
  );
}
