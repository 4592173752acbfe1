/**
 * The address of YouTube's privacy-enhanced player (youtube-nocookie.com, which the CSP's
 * frame-src allows), ready to be driven over postMessage by lib/youtube-bridge.ts. Apart from the
 * bridge so the video player has it at once when Play is pressed, and loads the bridge with the
 * player.
 */

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export interface EmbedOptions {
  /** Second to start at (YouTube's `start`, whole seconds). */
  start?: number;
  autoplay?: boolean;
  /** This page's origin (`location.origin`): the player answers only an origin it was given. */
  origin: string;
}

/** The address of the privacy-enhanced player of `videoId`, ready to be driven by a bridge. */
export function youtubeEmbedUrl(videoId: string, { start, autoplay = false, origin }: EmbedOptions): string {
  const query = new URLSearchParams();
  if (autoplay) query.set('autoplay', '1');
  if (start !== undefined && start > 0) query.set('start', String(Math.floor(start)));
  query.set('enablejsapi', '1');
  query.set('origin', origin);
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${query}`;
}
