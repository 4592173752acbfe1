/**
 * The last-resort HTML page when a request fails before the React app can render its own (an
 * address too long, a body refused, a method no page takes, an unknown address posted to, a
 * failure outside the pages): the spec's error page in the reader's language, without scripts or
 * styles of its own. The 404 helps as the React one does (issue #31): a search form and the main
 * sections.
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import { htmlLang } from '#shared/lib/locale.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { mainLinks } from '#shared/lib/main-sections.ts';

/** What a 404 offers: a search of the site and the main sections. */
function notFoundHelp(locale: Locale): string {
  const t = serverT(locale, 'common');
  const sections = mainLinks(locale)
    .filter((link) => link.to !== '/search')
    .map((link) => `<li><a href="${link.to}">${escapeHtml(t(link.labelKey))}</a></li>`)
    .join('');
  return (
    `<p>${escapeHtml(t('error.notFoundHelp'))}</p>` +
    `<form method="get" action="/search" role="search"><label>${escapeHtml(t('error.searchLabel'))} ` +
    `<input type="search" name="q" maxlength="200"></label> ` +
    `<button type="submit">${escapeHtml(t('error.searchSubmit'))}</button></form>` +
    `<nav aria-label="${escapeHtml(t('error.sectionsLabel'))}"><ul>${sections}</ul></nav>`
  );
}

/** `message`, when given, says what was wrong with the request (in `locale`) instead of the general text. */
export function errorDocument(status: number, locale: Locale, message?: string): string {
  const t = serverT(locale, 'common');
  const notFound = status === 404;
  const title = escapeHtml(notFound ? t('error.notFoundTitle') : t('error.errorTitle'));
  const heading = escapeHtml(notFound ? t('error.notFound') : t('error.errorTitle'));
  const text = escapeHtml(message ?? (notFound ? t('error.notFoundText') : t('error.errorText')));
  const home = escapeHtml(t('error.homeLink'));
  const help = notFound ? notFoundHelp(locale) : '';
  return `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${escapeHtml(t('siteName'))}</title></head><body><main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif" data-status="${status}"><h1>${heading}</h1><p>${text}</p>${help}<p><a href="/">${home}</a></p></main></body></html>`;
}
