/**
 * A presentation's renditions (issue #26) at addresses of the site: the Worker serves each one at
 * `/video-presentations/{id}/media/{name}` from the content service's address (range requests
 * passed on), so the browser, the service worker and the rung counts see one origin. The name says
 * what the file is: `audio-en.ogg`, `audio.mp3` (no language: the same in both), `video-144p-fr.webm`.
 */
import type { Rendition } from '../schemas/content';

/** File extensions by media type (the part before `;`); anything else is `.bin`. */
const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/webm': 'weba',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
};

/** The name part of a rendition's address. */
export function renditionName(rendition: Pick<Rendition, 'kind' | 'type' | 'height' | 'lang'>): string {
  const base = rendition.type.split(';')[0]!.trim().toLowerCase();
  const extension = EXTENSIONS[base] ?? 'bin';
  const height = rendition.kind === 'video' && rendition.height !== undefined ? `-${rendition.height}p` : '';
  const lang = rendition.lang ? `-${rendition.lang}` : '';
  return `${rendition.kind}${height}${lang}.${extension}`;
}

/** A name as `renditionName` writes it; the route refuses every other. */
export const RENDITION_NAME = /^(audio|video)(?:-(\d{2,4})p)?(?:-(en|fr))?\.([a-z0-9]{2,4})$/;

/** The site's address of one rendition of presentation `presentationId`. */
export function renditionPath(
  presentationId: string,
  rendition: Pick<Rendition, 'kind' | 'type' | 'height' | 'lang'>,
): string {
  return `/video-presentations/${encodeURIComponent(presentationId)}/media/${renditionName(rendition)}`;
}

/** The rendition of `renditions` whose address name is `name`, if any. */
export function renditionNamed<R extends Pick<Rendition, 'kind' | 'type' | 'height' | 'lang'>>(
  renditions: readonly R[] | undefined,
  name: string,
): R | undefined {
  if (!RENDITION_NAME.test(name)) return undefined;
  return renditions?.find((rendition) => renditionName(rendition) === name);
}

/**
 * The renditions for a reader of `languages` (in order of preference, e.g. ['fr', 'en'] in
 * combined mode): the audio in the first language that has one (else one with no language), and
 * the smallest video likewise.
 */
export function renditionsFor<R extends Rendition>(
  renditions: readonly R[] | undefined,
  languages: readonly ('en' | 'fr')[],
): { audio?: R; smallVideo?: R } {
  const pick = (kind: Rendition['kind']): R | undefined => {
    const ofKind = (renditions ?? []).filter((rendition) => rendition.kind === kind);
    for (const lang of [...languages, undefined]) {
      const matching = ofKind
        .filter((rendition) => rendition.lang === lang)
        .sort((a, b) => (a.height ?? 0) - (b.height ?? 0) || a.bytes - b.bytes);
      if (matching[0]) return matching[0];
    }
    return undefined;
  };
  const result: { audio?: R; smallVideo?: R } = {};
  const audio = pick('audio');
  const smallVideo = pick('video');
  if (audio) result.audio = audio;
  if (smallVideo) result.smallVideo = smallVideo;
  return result;
}

/**
 * The first part of a downloaded file's name: the talk's slug (else its id), in letters, digits and
 * hyphens only (a name a phone, a USB stick and a Content-Disposition header all take), at most
 * 100 characters. The page's `download` names and the Worker's answers use it alike.
 */
export function downloadStem(item: { id: string; slug?: string | undefined }): string {
  const stem = (item.slug || item.id)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return stem || 'presentation';
}
