/**
 * The introductions' mails (decision 0028): one template per kind in the `mail` namespace (en and
 * fr), rendered when the mail is sent, in the recipient's language, or in both (French first)
 * when we do not know it. Plain text first; the HTML part is the same paragraphs, escaped, with
 * the links made clickable. The console shows each as a step sends it (`mailPreviews` in
 * services/connections/introductions.ts).
 */
import type { TFunction } from 'i18next';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { frenchFirstOfMonth } from '#shared/lib/dates.ts';
import { formatTelephone } from '#shared/lib/phone.ts';

export const MAIL_KINDS = [
  'requestReceived',
  'newRequest',
  'askPresenter',
  'requestSent',
  'presenterAnswered',
  'requestDeclined',
  'introducedMember',
  'introducedPresenter',
  'requestClosed',
  'requestClosedPresenter',
  'requestWithdrawn',
  'requestWithdrawnPresenter',
  // Not a step of introductions: a sign-up with an address that has an account (decision 0030).
  'signupExisting',
  // Wrong passwords for a member's account from elsewhere (decision 0030, 2026-12-02).
  'signinAttempts',
  // The answer library (decision 0040): a new answer for the team; the presenter's answer approved or sent back.
  'answerToReview',
  'answerApproved',
  'answerRejected',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The language a mail is written in: the recipient's, or both when we do not know it. */
export type MailLanguage = 'en' | 'fr' | 'both';

/**
 * What a mail says beside its template: names, and the optional lines (a line whose value is
 * empty is left out). Links are absolute addresses.
 */
export interface MailParams {
  /** Whom the greeting names ('' greets the team). */
  name: string;
  member: string;
  presenter: string;
  reason?: string;
  memberReason?: string;
  note?: string;
  presenterNote?: string;
  email?: string;
  telephone?: string;
  /** presenterAnswered: accepted | declined | question. */
  answer?: string;
  answerLink?: string;
  /** ISO date the answer link expires. */
  expires?: string;
  accountLink?: string;
  consoleLink?: string;
  /** signupExisting: the sign-in page; signinAttempts: the forgotten-password page (named in the text). */
  siteLink?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const LINE_ORDER = [
  'memberReason',
  'reason',
  'presenterNote',
  'note',
  'email',
  'telephone',
  'answerLink',
  'accountLink',
  'consoleLink',
] as const;

const LINKS: ReadonlySet<string> = new Set(['answerLink', 'accountLink', 'consoleLink']);

function formatDay(iso: string, language: 'en' | 'fr'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const formatter = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // « le 1er mars » in French (issue #31).
  return language === 'en' ? formatter.format(date) : frenchFirstOfMonth(formatter.formatToParts(date));
}

function paragraphs(t: TFunction, kind: MailKind, params: MailParams, language: 'en' | 'fr'): string[] {
  const values = {
    ...params,
    answer: params.answer ? t(`answers.${params.answer}`) : '',
    expires: params.expires ? formatDay(params.expires, language) : '',
    interpolation: { escapeValue: false },
  };
  // Each line names its one value by its kind (a member's reason and a presenter's are both
  // {{reason}}); the line's own value fills it.
  const lines = LINE_ORDER.filter((line) => Boolean(params[line])).map((line) => {
    const given = params[line] ?? '';
    // A telephone as someone calling from abroad dials it (shared/lib/phone.ts).
    const value = line === 'telephone' ? formatTelephone(given) : given;
    return t(`lines.${line}`, {
      ...values,
      ...(LINKS.has(line) ? { link: value } : { reason: value, note: value, email: value, telephone: value }),
    });
  });
  return [params.name ? t('greeting', values) : t('greetingTeam'), t(`${kind}.body`, values), ...lines, t('signature')];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escaped text with its http(s) addresses as links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (address) => `<a href="${address}">${address}</a>`);

/** The mail of `kind` with `params`, in `language`. */
export function renderMail(kind: MailKind, params: MailParams, language: MailLanguage): RenderedMail {
  const languages: ('en' | 'fr')[] = language === 'both' ? ['fr', 'en'] : [language];
  const parts = languages.map((lang) => {
    const t = serverT(lang, 'mail');
    const values = {
      ...params,
      answer: params.answer ? t(`answers.${params.answer}`) : '',
      interpolation: { escapeValue: false },
    };
    return { subject: t(`${kind}.subject`, values), paragraphs: paragraphs(t, kind, params, lang) };
  });
  const subject = parts.map((part) => part.subject).join(' / ');
  const text = parts.map((part) => part.paragraphs.join('\n\n')).join('\n\n———\n\n');
  const html = parts
    .map((part) => part.paragraphs.map((paragraph) => `<p>${linkify(paragraph)}</p>`).join('\n'))
    .join('\n<hr>\n');
  return { subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}
