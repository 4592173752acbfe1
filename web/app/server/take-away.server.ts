/**
 * What a group page offers to take away (issue #35): the group's talks as one ZIP, sized exactly
 * as the Worker will stream it (shared/lib/talk-bundle.ts), and its podcast feed in the reader's
 * language. Reads every language's content, as the files' own routes do.
 */
import { contentLanguage } from '#shared/lib/localize.ts';
import { bundlePath, podcastPath, type BundleKind } from '#shared/lib/group-paths.ts';
import { groupTalks, talkBundle } from '#shared/lib/talk-bundle.ts';
import { serverT } from '#shared/i18n/server-i18n.ts';
import type { TakeAwayView } from '../lib/view-models';
import { contained, type LoaderServices } from './types.server';

async function takeAway(
  services: LoaderServices,
  group: { kind: BundleKind; id: string; slug?: string | undefined; title: string } | undefined,
): Promise<TakeAwayView> {
  const lang = contentLanguage(services.locale);
  const t = serverT(services.locale, 'presentations');
  const common = serverT(services.locale, 'common');
  const podcast = {
    href: new URL(podcastPath(lang, group), services.origin).toString(),
    title: t('podcast.feedTitle', {
      title: group?.title ?? t('podcast.allTitle'),
      site: common('siteName'),
      interpolation: { escapeValue: false },
    }),
  };
  if (!group) return { kind: 'all', podcast };
  const [presentations, presenters] = await Promise.all([
    services.allContent.list('presentations'),
    services.allContent.list('presenters'),
  ]);
  const bundle = talkBundle(group, groupTalks(group.kind, group.id, presentations), presenters, lang, services.origin);
  return {
    kind: group.kind,
    podcast,
    ...(bundle
      ? {
          bundle: {
            href: bundlePath(group.kind, group.id, lang),
            bytes: bundle.bytes,
            count: bundle.talks.length,
            filename: bundle.filename,
          },
        }
      : {}),
  };
}

/** The take-away part of a group page, or null when the content service fails (the page goes on). */
export function takeAwayView(
  services: LoaderServices,
  group?: { kind: BundleKind; id: string; slug?: string | undefined; title: string },
): Promise<TakeAwayView | null> {
  return contained(takeAway(services, group), services);
}
