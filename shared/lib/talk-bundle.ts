/**
 * A series, a collection or a presenter's talks as one download (issue #35): a ZIP of their talk
 * files with their audio (shared/lib/talk-file.ts) and an `index.html` listing them, for a
 * screening or a classroom without internet. Stored, not compressed (Opus and base64 text gain
 * little), so its exact size is known before a byte is read: client-zip's `predictLength` from the
 * files' names and sizes, which the Worker's stream then matches. The page's loader and the
 * Worker's route call the same function.
 */
import { predictLength } from 'client-zip';
import type { Locale } from '../constants/spec';
import { serverT } from '../i18n/server-i18n';
import type { Presentation, Presenter } from '../schemas/content';
import { formatDuration, formatFileSize } from './dates';
import { localize } from './localize';
import { downloadStem } from './renditions';
import { groupPath, type BundleKind } from './group-paths';
import { talkFile, type TalkFile } from './talk-file';

type ContentLanguage = 'en' | 'fr';

/** A group of talks: what it is, its id, and its title in the bundle's language. */
export interface BundleGroup {
  kind: BundleKind;
  id: string;
  slug?: string | undefined;
  title: string;
}

export interface TalkBundle {
  /** The folder every file is in once unpacked: `ranger-voices-en`. */
  folder: string;
  /** The ZIP's name: `ranger-voices-en.zip`. */
  filename: string;
  index: string;
  talks: { item: Presentation; file: TalkFile }[];
  /** The ZIP's exact size in bytes. */
  bytes: number;
  /** The date the entries carry (the newest talk's): the same bytes whenever it is made. */
  lastModified: Date;
}

/** The talks of a group, oldest first (the order a series was given in). */
export function groupTalks(kind: BundleKind, id: string, presentations: readonly Presentation[]): Presentation[] {
  const member = (item: Presentation) =>
    kind === 'series'
      ? item.seriesId === id
      : kind === 'collection'
        ? item.collectionIds.includes(id)
        : item.presenterIds.includes(id);
  return presentations.filter(member).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const INDEX_STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:40rem;margin:1.5rem auto;padding:0 1rem}' +
  'li{margin:0 0 1rem}li a{font-weight:600;color:#2f5d1f}.meta{color:#444;font-size:.9rem}';

/** The ZIP's entries, as client-zip takes them (the index first). */
export function bundleEntries(bundle: TalkBundle): { name: string; size: number }[] {
  return [
    { name: `${bundle.folder}/index.html`, size: new TextEncoder().encode(bundle.index).byteLength },
    ...bundle.talks.map(({ file }) => ({ name: `${bundle.folder}/${file.filename}`, size: file.bytes })),
  ];
}

/**
 * The bundle of `group` in `lang`: its talks that have audio, each as its talk file, and the index
 * listing them; undefined when none has.
 */
export function talkBundle(
  group: BundleGroup,
  items: readonly Presentation[],
  presenters: readonly Presenter[],
  lang: ContentLanguage,
  origin: string,
): TalkBundle | undefined {
  const talks = items.flatMap((item) => {
    const file = talkFile(item, presenters, lang, 'audio', origin);
    return file ? [{ item, file }] : [];
  });
  if (talks.length === 0) return undefined;
  const locale: Locale = lang;
  const t = serverT(locale, 'presentations');
  const common = serverT(locale, 'common');
  const folder = `${downloadStem({ id: group.id, slug: group.slug })}-${lang}`;
  const pageUrl = new URL(groupPath(group.kind, group.id), origin);
  if (lang === 'fr') pageUrl.searchParams.set('lang', 'fr');
  const list = talks
    .map(({ item, file }) => {
      const names = item.presenterIds.flatMap((id) => {
        const presenter = presenters.find((candidate) => candidate.id === id);
        return presenter ? [`${presenter.name} ${presenter.surname}`.trim()] : [];
      });
      const facts = [
        names.join(', '),
        formatDuration(file.media.durationSeconds, locale),
        formatFileSize(file.bytes, locale),
      ];
      return (
        `<li><a href="${escape(file.filename)}">${escape(localize(item.title, locale) || item.id)}</a>` +
        `<br><span class="meta">${escape(facts.filter(Boolean).join(' · '))}</span></li>`
      );
    })
    .join('');
  const title = t('bundle.indexTitle', { title: group.title, interpolation: { escapeValue: false } });
  const index =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
    `<style>${INDEX_STYLE}</style></head><body><p class="meta">${escape(common('siteName'))}</p>` +
    `<h1>${escape(title)}</h1><p>${escape(t('bundle.indexIntro'))}</p><ol>${list}</ol>` +
    `<p class="meta">${escape(t('download.online'))} <a href="${escape(pageUrl.toString())}">${escape(pageUrl.toString())}</a></p>` +
    `</body></html>\n`;
  const newest = talks.reduce((latest, { item }) => (item.date > latest ? item.date : latest), talks[0]!.item.date);
  const bundle: TalkBundle = {
    folder,
    filename: `${folder}.zip`,
    index,
    talks,
    bytes: 0,
    lastModified: new Date(newest),
  };
  bundle.bytes = Number(predictLength(bundleEntries(bundle)));
  return bundle;
}
