/**
 * The addresses of a group of talks (a series, a collection, a presenter) and of what issue #35
 * serves beside its page: its talks as one ZIP and its podcast feed, per language.
 */
type ContentLanguage = 'en' | 'fr';
export type BundleKind = 'series' | 'collection' | 'presenter';

/** The page of a group. */
export function groupPath(kind: BundleKind, id: string): string {
  const segment = encodeURIComponent(id);
  return kind === 'series'
    ? `/video-presentations/series/${segment}`
    : kind === 'collection'
      ? `/collections/${segment}`
      : `/presenters/${segment}`;
}

/** The group's talks as one ZIP, beside its page. */
export const bundlePath = (kind: BundleKind, id: string, lang: ContentLanguage) =>
  `${groupPath(kind, id)}/talks-${lang}.zip`;

/** A podcast feed's address: all talks, or a series', a collection's or a presenter's. */
export function podcastPath(lang: ContentLanguage, group?: { kind: BundleKind; id: string }): string {
  return `${group ? groupPath(group.kind, group.id) : '/video-presentations'}/podcast-${lang}.xml`;
}
