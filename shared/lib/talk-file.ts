/**
 * "Send this talk" (issue #35): a talk as one self-contained HTML file to forward by WhatsApp,
 * Bluetooth or SD card: title, presenters, date, licence, the talk's address, the poster, the timed
 * transcript, and the listen rung's audio (or the small video, with its captions) embedded as a
 * data: address. Opened from a file manager it makes no request: its CSP allows only data: media
 * and images, its own style and its one small script (by hash); with scripts off the audio plays,
 * only the jumps to a line's moment need the script.
 *
 * Built in three parts: `head` and `tail` are text, and between them the media file's bytes in
 * base64, which the Worker writes as it reads them (never the whole file in memory). Its exact size
 * is known before a byte is sent (`bytes`), so the page states it and the download's
 * Content-Length is exact. The page's loader and the Worker's route call the same function.
 */
import type { Locale } from '../constants/spec';
import { serverT } from '../i18n/server-i18n';
import type { Presentation, Presenter, Rendition } from '../schemas/content';
import { captionLanguages, linesFor, webVtt } from './captions';
import { formatDate, formatDuration } from './dates';
import { localize, textLanguage } from './localize';
import { formatMoment, momentAnchor } from './moments';
import { downloadStem, renditionsFor } from './renditions';
import { transcriptText } from './transcript';
import { documentStart, escape } from './transcript-document';

type ContentLanguage = 'en' | 'fr';
export type TalkFileKind = 'audio' | 'video';

export interface TalkFile {
  /** Everything before the media file's base64. */
  head: string;
  /** Everything after it. */
  tail: string;
  /** The media file embedded (its `bytes` is what the base64 is made from). */
  media: Rendition;
  /** The whole file's exact size in bytes (UTF-8 text and the base64 between). */
  bytes: number;
  /** `rhino-poaching-on-the-front-line-talk-en.html`, `…-talk-video-en.html`. */
  filename: string;
}

/** The site's address of a talk file. */
export function talkFilePath(presentationId: string, lang: ContentLanguage, kind: TalkFileKind): string {
  return `/video-presentations/${encodeURIComponent(presentationId)}/${talkFileName(lang, kind)}`;
}

/** The name part of a talk file's address: `talk-en.html`, `talk-video-fr.html`. */
export const talkFileName = (lang: ContentLanguage, kind: TalkFileKind) =>
  `talk${kind === 'video' ? '-video' : ''}-${lang}.html`;

/** A talk file's name part as `talkFileName` writes it. */
export const TALK_FILE_NAME = /^talk(-video)?-(en|fr)\.html$/;

/** The length of `bytes` bytes in base64 (with padding). */
export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).byteLength;

/**
 * The file's style and script, fixed so their CSP hashes are constants (talk-file.test.ts checks
 * them). The player stays at the foot of the screen while the transcript is read.
 */
export const TALK_FILE_STYLE =
  'body{font:1rem/1.55 Georgia,"Times New Roman",serif;color:#1a1a1a;max-width:40rem;margin:1.5rem auto 9rem;padding:0 1rem}' +
  'h1{font-size:1.5rem;line-height:1.25;margin:.2rem 0 .6rem}h2{font-size:1.15rem;margin-top:1.6rem}' +
  '.site,.meta,footer,.hint{font-family:system-ui,sans-serif;color:#444;font-size:.9rem}' +
  '.poster{display:block;width:100%;max-width:20rem;height:auto;border-radius:6px}' +
  'ol{list-style:none;padding:0}li{margin:0 0 .8rem}li a{font-family:ui-monospace,monospace;color:#2f5d1f;margin-right:.6rem}' +
  '.player{position:fixed;left:0;right:0;bottom:0;background:#f3efe4;border-top:1px solid #ccc;padding:.6rem}' +
  '.player audio,.player video{display:block;width:100%;max-width:40rem;margin:0 auto}.player video{max-height:40vh}' +
  'footer{border-top:1px solid #ccc;margin-top:2rem;padding-top:1rem}';
export const TALK_FILE_SCRIPT =
  "document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-t]');" +
  "var m=document.querySelector('audio,video');if(!a||!m)return;e.preventDefault();" +
  "m.currentTime=Number(a.getAttribute('data-t'));var p=m.play();if(p&&p.catch)p.catch(function(){});});";
/** `'sha256-…'` of TALK_FILE_STYLE and TALK_FILE_SCRIPT (checked by the tests). */
export const TALK_FILE_STYLE_HASH = 'sha256-sn79lKG1WrOC2UeR/8Iaj5hUVFfCH/RKw5b+w1FDNiY=';
export const TALK_FILE_SCRIPT_HASH = 'sha256-71ZuCMQK9lopH9/fpASfHU/+92M89EnEgAYohF8MXyM=';

/** Nothing from anywhere: data: media and images, and the file's own style and script. */
export const TALK_FILE_CSP =
  `default-src 'none'; media-src data:; img-src data:; style-src '${TALK_FILE_STYLE_HASH}'; ` +
  `script-src '${TALK_FILE_SCRIPT_HASH}'; base-uri 'none'; form-action 'none'`;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of a UTF-8 text (a data: address of a small text file; `btoa` is not in every runtime's types). */
export function textBase64(text: string): string {
  const bytes = encoder.encode(text);
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a, b, c] = [bytes[index]!, bytes[index + 1], bytes[index + 2]];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(triple >> 18) & 63]! + ALPHABET[(triple >> 12) & 63]!;
    out += b === undefined ? '=' : ALPHABET[(triple >> 6) & 63]!;
    out += c === undefined ? '=' : ALPHABET[triple & 63]!;
  }
  return out;
}

/** Title lines of at most `width` characters, at most three (the poster is small). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]}…`] : lines;
}

/**
 * The poster, small: the talk's card drawn as SVG (the site's colours, the title, the presenters),
 * as the small video's first frame shows it. The CMS gives an image's address but not its size, and
 * the file's size must be known before anything is fetched; this one is made here, exactly.
 */
function posterSvg(title: string, names: string): string {
  const lines = wrap(title, 26)
    .map((line, index) => `<text x="24" y="${70 + index * 30}">${escape(line)}</text>`)
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="288" viewBox="0 0 512 288">' +
    '<rect width="512" height="288" fill="#2F3E24"/><rect x="24" y="30" width="64" height="6" fill="#F4D35E"/>' +
    `<g fill="#FAF3DD" font-family="sans-serif" font-weight="bold" font-size="24">${lines}</g>` +
    `<text x="24" y="262" fill="#F4D35E" font-family="sans-serif" font-size="16">${escape(names)}</text></svg>`
  );
}

/**
 * The rendition of a talk file: the audio (the listen rung's) or the small video, in `lang`, else
 * with no language, else in the other language (marked as such in the file, as combined pages do).
 */
export function talkFileMedia(item: Pick<Presentation, 'renditions'>, lang: ContentLanguage, kind: TalkFileKind) {
  const pick = (languages: ContentLanguage[]) => {
    const { audio, smallVideo } = renditionsFor(item.renditions, languages);
    return kind === 'audio' ? audio : smallVideo;
  };
  return pick([lang]) ?? pick([lang === 'en' ? 'fr' : 'en']);
}

/**
 * The talk file of `item` in `lang` with its audio (`kind` 'audio') or small video ('video'), or
 * undefined when the talk has no such file in that language (or none without a language).
 */
export function talkFile(
  item: Presentation,
  presenters: readonly Presenter[],
  lang: ContentLanguage,
  kind: TalkFileKind,
  origin: string,
): TalkFile | undefined {
  const media = talkFileMedia(item, lang, kind);
  if (!media) return undefined;
  const locale: Locale = lang;
  const t = serverT(locale, 'presentations');
  const common = serverT(locale, 'common');
  const pageUrl = new URL(`/video-presentations/${encodeURIComponent(item.id)}`, origin);
  if (lang === 'fr') pageUrl.searchParams.set('lang', 'fr');
  const title = localize(item.title, locale) || item.slug || item.id;
  const titleLang = textLanguage(item.title, locale);
  const names = item.presenterIds.flatMap((id) => {
    const presenter = presenters.find((candidate) => candidate.id === id);
    return presenter ? [`${presenter.name} ${presenter.surname}`.trim()] : [];
  });
  const facts = [
    formatDate(item.date, locale),
    media.durationSeconds > 0 ? formatDuration(media.durationSeconds, locale) : '',
  ].filter(Boolean);
  const licence = t('download.licence', {
    year: item.date.slice(0, 4),
    presenters: names.join(', ') || common('siteName'),
    site: common('siteName'),
    terms: new URL('/legal/terms-and-conditions', origin).toString(),
    interpolation: { escapeValue: false },
  });

  // The transcript of the file's language, else the other one; its lines jump only when timed on
  // the recording the embedded file is cut from.
  const transcriptLang: ContentLanguage | undefined =
    item.transcript?.[lang] !== undefined
      ? lang
      : item.transcript?.[lang === 'en' ? 'fr' : 'en']
        ? lang === 'en'
          ? 'fr'
          : 'en'
        : undefined;
  const langAttribute = transcriptLang && transcriptLang !== lang ? ` lang="${transcriptLang}"` : '';
  const lines = transcriptLang ? linesFor(item, transcriptLang, media) : undefined;
  let transcript = '';
  if (lines) {
    transcript =
      `<p class="hint">${escape(t('talkFile.hint'))}</p><ol${langAttribute}>` +
      lines
        .map(
          ({ start, text }) =>
            `<li id="${momentAnchor(start)}"><a href="#${momentAnchor(start)}" data-t="${start}">${formatMoment(start)}</a>${escape(text)}</li>`,
        )
        .join('') +
      '</ol>';
  } else if (transcriptLang) {
    transcript = `<div${langAttribute}>${transcriptText(item.transcript?.[transcriptLang])
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => `<p>${escape(paragraph)}</p>`)
      .join('')}</div>`;
  }

  const poster = `data:image/svg+xml;base64,${textBase64(posterSvg(title, names.join(' · ')))}`;
  const mediaLang = media.lang && media.lang !== lang ? ` lang="${media.lang}"` : '';
  const mediaName = escape(
    t('ladder.mediaName', {
      rung: t(kind === 'audio' ? 'ladder.listen.name' : 'ladder.watchSmall.name'),
      title,
      interpolation: { escapeValue: false },
    }),
  );
  const tracks =
    kind === 'video'
      ? captionLanguages(item, media)
          .map((captionLang) => {
            const vtt = webVtt(linesFor(item, captionLang, media) ?? [], captionLang, media.durationSeconds);
            return `<track kind="captions" srclang="${captionLang}" label="${escape(common(`language.${captionLang}`))}"${captionLang === lang ? ' default' : ''} src="data:text/vtt;base64,${textBase64(vtt)}">`;
          })
          .join('')
      : '';
  const mediaType = media.type.split(';')[0]!.trim();
  const element = kind === 'audio' ? 'audio' : 'video';
  const opening =
    kind === 'audio'
      ? `<audio controls preload="metadata"${mediaLang} aria-label="${mediaName}">`
      : `<video controls preload="metadata" playsinline width="256" height="${media.height ?? 144}" poster="${poster}"${mediaLang} aria-label="${mediaName}">`;

  const head =
    documentStart({
      lang,
      documentTitle: t('talkFile.documentTitle', { title, interpolation: { escapeValue: false } }),
      headMeta: `<meta http-equiv="Content-Security-Policy" content="${TALK_FILE_CSP}">`,
      style: TALK_FILE_STYLE,
      title,
      titleLang,
      names,
      facts,
      afterFacts: kind === 'audio' ? `<img class="poster" src="${poster}" width="512" height="288" alt="">` : '',
      pageUrl: pageUrl.toString(),
      labels: { site: common('siteName'), presentedBy: t('presentation.presentedBy'), online: t('download.online') },
    }) +
    `<main>${transcript ? `<h2>${escape(t('presentation.transcript'))}</h2>${transcript}` : ''}</main>` +
    `<footer><p>${escape(licence)}</p></footer>` +
    // The media last: the text above is read (and shown) before the browser reaches the megabytes.
    `<div class="player">${opening}<source type="${escape(media.type)}" src="data:${mediaType};base64,`;
  const tail = `">${tracks}</${element}></div><script>${TALK_FILE_SCRIPT}</script></body></html>\n`;

  return {
    head,
    tail,
    media,
    bytes: utf8Length(head) + base64Length(media.bytes) + utf8Length(tail),
    filename: `${downloadStem(item)}-talk${kind === 'video' ? '-video' : ''}-${lang}.html`,
  };
}
