/**
 * A presentation's transcript as a file to keep and pass on (issue #26.4): one small HTML document
 * that prints well and opens in any browser offline, with the talk's title, presenters, date,
 * length, its address on the site (each timed line links to its moment there) and the licence the
 * file travels under. Built by the Worker's download route and, for its exact size on the
 * presentation page's ladder, by the page's loader: the same function, so the size said is the
 * size served.
 */
import type { Locale } from '../constants/spec';
import { serverT } from '../i18n/server-i18n';
import { uiLanguage } from '../i18n/create-i18n';
import type { Presentation, Presenter } from '../schemas/content';
import { formatDate, formatDuration } from './dates';
import { localize, textLanguage } from './localize';
import { formatMoment, momentHref } from './moments';
import { readerTranscript } from './transcript';
import { downloadStem } from './renditions';

export interface TranscriptFile {
  /** The whole document. */
  html: string;
  /** Its size in bytes (UTF-8), what the ladder says before it is downloaded. */
  bytes: number;
  /** `rhino-poaching-on-the-front-line-transcript-en.html`. */
  filename: string;
}

export const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the start of a downloaded talk document says (the transcript's and the talk file's). */
export interface DocumentStart {
  /** The document's language. */
  lang: string;
  /** The `<title>`, the head's extra meta (the talk file's CSP) and its style sheet. */
  documentTitle: string;
  headMeta?: string;
  style: string;
  title: string;
  titleLang: string | undefined;
  names: string[];
  facts: string[];
  /** Written after the facts (the talk file's poster). */
  afterFacts?: string;
  pageUrl: string;
  labels: { site: string; presentedBy: string; online: string };
}

/** The doctype, head and header of a downloaded talk document, the body left open. */
export function documentStart(start: DocumentStart): string {
  const { lang, title, titleLang, names, labels } = start;
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    (start.headMeta ?? '') +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(start.documentTitle)}</title>` +
    `<style>${start.style}</style></head><body>` +
    `<header><p class="site">${escape(labels.site)}</p>` +
    `<h1${titleLang && titleLang !== lang ? ` lang="${titleLang}"` : ''}>${escape(title)}</h1>` +
    (names.length > 0 ? `<p class="meta">${escape(labels.presentedBy)} ${escape(names.join(', '))}</p>` : '') +
    `<p class="meta">${escape(start.facts.join(' · '))}</p>` +
    (start.afterFacts ?? '') +
    `<p class="meta">${escape(labels.online)} <a href="${escape(start.pageUrl)}">${escape(start.pageUrl)}</a></p></header>`
  );
}

/** Paragraphs of a plain transcript (blank lines between them in the CMS). */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

// Readable on a phone and on paper; no script, no request: the file is whole by itself.
const STYLE =
  'body{font:1rem/1.55 Georgia,"Times New Roman",serif;color:#1a1a1a;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
  'h1{font-size:1.6rem;line-height:1.25;margin:.2rem 0 .6rem}h2{font-size:1.2rem;margin-top:2rem}' +
  '.site,.meta,footer{font-family:system-ui,sans-serif;color:#444;font-size:.9rem}' +
  'ol{list-style:none;padding:0}li{margin:0 0 .8rem}li a{font-family:ui-monospace,monospace;color:#2f5d1f;margin-right:.6rem}' +
  'footer{border-top:1px solid #ccc;margin-top:2rem;padding-top:1rem}@media print{body{margin:0;max-width:none}a{color:inherit}}';

/**
 * The transcript file of `item` for a reader in `locale` (the transcript they are shown on the
 * page: their language, or English in combined mode), or undefined when it has none.
 */
export function transcriptFile(
  item: Presentation,
  presenters: readonly Presenter[],
  locale: Locale,
  origin: string,
): TranscriptFile | undefined {
  const shown = readerTranscript(item, locale);
  if (!shown) return undefined;
  const t = serverT(locale, 'presentations');
  const common = serverT(locale, 'common');
  const ui = uiLanguage(locale);
  const path = `/video-presentations/${encodeURIComponent(item.id)}`;
  const pageUrl = new URL(path, origin).toString();
  const title = localize(item.title, locale) || item.slug || item.id;
  const titleLang = textLanguage(item.title, locale);
  const names = item.presenterIds.flatMap((id) => {
    const presenter = presenters.find((candidate) => candidate.id === id);
    return presenter ? [`${presenter.name} ${presenter.surname}`.trim()] : [];
  });
  const langAttribute = shown.lang === ui ? '' : ` lang="${shown.lang}"`;

  const body = shown.moments
    ? `<ol${langAttribute}>${shown.moments
        .map(
          ({ start, text }) =>
            `<li><a href="${escape(new URL(momentHref(start, { path }), origin).toString())}">${escape(formatMoment(start))}</a>${escape(text)}</li>`,
        )
        .join('')}</ol>`
    : `<div${langAttribute}>${paragraphsOf(
        typeof shown.value === 'string'
          ? shown.value
          : shown.value.segments.map((segment) => segment.text).join('\n\n'),
      )
        .map((paragraph) => `<p>${escape(paragraph)}</p>`)
        .join('')}</div>`;

  const facts = [
    formatDate(item.date, locale),
    item.durationSeconds !== undefined ? formatDuration(item.durationSeconds, locale) : '',
  ].filter(Boolean);
  const licence = t('download.licence', {
    year: item.date.slice(0, 4),
    presenters: names.join(', ') || common('siteName'),
    site: common('siteName'),
    terms: new URL('/legal/terms-and-conditions', origin).toString(),
    interpolation: { escapeValue: false },
  });

  const html =
    documentStart({
      lang: ui,
      documentTitle: t('download.documentTitle', { title, interpolation: { escapeValue: false } }),
      style: STYLE,
      title,
      titleLang,
      names,
      facts,
      pageUrl,
      labels: { site: common('siteName'), presentedBy: t('presentation.presentedBy'), online: t('download.online') },
    }) +
    `<main><h2>${escape(t('presentation.transcript'))}</h2>${body}</main>` +
    `<footer><p>${escape(licence)}</p></footer></body></html>\n`;

  return {
    html,
    bytes: new TextEncoder().encode(html).byteLength,
    filename: `${downloadStem(item)}-transcript-${shown.lang}.html`,
  };
}
