/**
 * The query parameter of a video's moment (`/video-presentations/presentation-1?t=95`, decision
 * 0024), alone in its module: the page head of every page reads it, and should not bring the rest
 * of shared/lib/moments.ts into every page's JavaScript.
 */
export const MOMENT_PARAM = 't';
