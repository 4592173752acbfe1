/**
 * The site's main sections, as the main navigation lists them: the header and the drawer
 * (web/app/lib/navigation-links.ts), the 404 page and the Worker's own error page
 * (worker/src/error-document.ts) link the same ones. Labels are keys of the common namespace.
 */
import type { Locale } from '../constants/spec';

export interface NavLinkItem {
  to: string;
  labelKey: string;
}

/** Main navigation; the projects link appears only in English (spec §2). */
export function mainLinks(locale: Locale): NavLinkItem[] {
  return [
    { to: '/video-presentations', labelKey: 'nav.videoPresentations' },
    { to: '/collections', labelKey: 'nav.collections' },
    { to: '/presenters', labelKey: 'nav.presenters' },
    { to: '/events', labelKey: 'nav.events' },
    { to: '/blog', labelKey: 'nav.blog' },
    ...(locale === 'en' ? [{ to: '/projects', labelKey: 'nav.projects' }] : []),
    { to: '/about', labelKey: 'nav.about' },
    { to: '/search', labelKey: 'nav.search' },
  ];
}
