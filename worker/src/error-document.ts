/**
 * The last-resort HTML page when a request fails before the React app can render its own (an
 * address too long, a body too large, a method no page takes, a failure outside the pages): the
 * spec's error page in the reader's language, without scripts or styles of its own.
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import { htmlLang } from '#shared/lib/locale.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { escapeHtml } from '#shared/lib/html.ts';

/** `message`, when given, says what was wrong with the request (in `locale`) instead of the general text. */
export function errorDocument(status: number, locale: Locale, message?: string): string {
  const t = serverT(locale, 'common');
  const notFound = status === 404;
  const title = escapeHtml(notFound ? t('error.notFoundTitle') : t('error.errorTitle'));
  const heading = escapeHtml(notFound ? t('error.notFound') : t('error.errorTitle'));
  const text = escapeHtml(message ?? (notFound ? t('error.notFoundText') : t('error.errorText')));
  const home = escapeHtml(t('error.homeLink'));
  return `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${escapeHtml(t('siteName'))}</title></head><body><main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif" data-status="${status}"><h1>${heading}</h1><p>${text}</p><p><a href="/">${home}</a></p></main></body></html>`;
}
