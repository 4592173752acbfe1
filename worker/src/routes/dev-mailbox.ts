/**
 * `GET /dev/mailbox`: the local stack's "inbox". The Firebase Auth emulator sends no e-mail; it
 * keeps the links it would have sent (e-mail verification, password reset). This page lists them
 * per address so a newcomer can finish every flow in the browser: open a verification link, or
 * choose a new password for a reset (posted here, then to the emulator's resetPassword API, the
 * same call Firebase's hosted page makes). Beside them, every message the site itself sent through
 * the dev transport (introductions, decision 0028; `GET /dev/mailbox/messages.json?to=` for
 * tests). Exists ONLY in emulator mode (FIREBASE_AUTH_EMULATOR_HOST set); everywhere else every
 * path of it answers 404.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { html } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { formBody } from '../middleware/validate';
import type { Locale } from '#shared/constants/spec.ts';
import { firestoreFor } from '../services/members/from-settings';
import { collection } from '../services/firestore/query';
import { DEV_MAILBOX } from '../services/mail/transport';

/** A message the site sent through the dev transport. */
interface SiteMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  connectionId: string;
  at: string;
}

/** The newest messages the site sent (all, or one address's), newest first. */
async function readSiteMail(c: Context<AppEnv>, to?: string): Promise<SiteMail[] | null> {
  try {
    const db = firestoreFor(c.get('settings'), c.env);
    let query = collection(DEV_MAILBOX);
    if (to) query = query.where('to', '==', to);
    const documents = await db.query('', query.limit(500));
    return documents
      .map((document) => {
        const data = document.data;
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        return {
          id: document.id,
          to: text(data.to),
          subject: text(data.subject),
          text: text(data.text),
          kind: text(data.kind),
          connectionId: text(data.connectionId),
          at: data.at instanceof Date ? data.at.toISOString() : '',
        };
      })
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, 200);
  } catch (error) {
    console.warn('dev mailbox: site mail unreadable:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** A message's text with its addresses as links (the text is escaped by the html tag). */
function mailText(text: string) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return parts.map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

function siteMailSection(mails: SiteMail[] | null, labels: Labels) {
  if (mails === null) return html`<p class="notice failed" role="alert">${labels.siteMailUnreadable}</p>`;
  if (mails.length === 0) return html`<p>${labels.noSiteMail}</p>`;
  return mails.map(
    (mail) =>
      html`<article class="site-mail" data-to="${mail.to}" data-kind="${mail.kind}">
        <h3>${mail.subject}</h3>
        <p class="meta">${labels.to} ${mail.to} · ${mail.at}</p>
        <div class="body">${mailText(mail.text)}</div>
      </article>`,
  );
}

const oobCodesAnswer = v.object({
  oobCodes: v.optional(
    v.array(
      v.object({
        email: v.string(),
        oobCode: v.string(),
        oobLink: v.string(),
        requestType: v.string(),
      }),
    ),
    [],
  ),
});
type OobCode = v.InferOutput<typeof oobCodesAnswer>['oobCodes'][number];

const resetForm = v.object({
  oobCode: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  newPassword: v.pipe(v.string(), v.minLength(6), v.maxLength(4096)),
});

const LABELS = {
  en: {
    title: 'Development mailbox',
    intro:
      'The Firebase Auth emulator sends no e-mail. These are the links it would have sent, newest first. They work once each.',
    empty: 'No e-mail yet. Sign up, or ask for a password reset, then reload this page.',
    reload: 'Reload',
    VERIFY_EMAIL: 'E-mail verification',
    PASSWORD_RESET: 'Password reset',
    other: 'Other link',
    verify: 'Verify this e-mail address',
    newPassword: 'New password',
    setPassword: 'Set the new password',
    open: 'Open the link',
    resetDone: 'The password has been changed. You can sign in with it.',
    resetFailed: 'The password could not be changed (the link may have been used already).',
    unreachable: 'The Auth emulator could not be reached.',
    signIn: 'Sign in',
    siteMail: 'Messages sent by the site',
    noSiteMail: 'The site has sent no message yet.',
    siteMailUnreadable: 'The messages could not be read (is the Firestore emulator running?).',
    authMail: 'Links from the Auth emulator',
    to: 'To',
  },
  fr: {
    title: 'Boîte aux lettres de développement',
    intro:
      'L’émulateur Firebase Auth n’envoie aucun e-mail. Voici les liens qu’il aurait envoyés, du plus récent au plus ancien. Chacun ne sert qu’une fois.',
    empty:
      'Aucun e-mail pour l’instant. Inscrivez-vous ou demandez une réinitialisation du mot de passe, puis rechargez la page.',
    reload: 'Recharger',
    VERIFY_EMAIL: 'Vérification de l’e-mail',
    PASSWORD_RESET: 'Réinitialisation du mot de passe',
    other: 'Autre lien',
    verify: 'Vérifier cette adresse e-mail',
    newPassword: 'Nouveau mot de passe',
    setPassword: 'Enregistrer le nouveau mot de passe',
    open: 'Ouvrir le lien',
    resetDone: 'Le mot de passe a été changé. Vous pouvez vous connecter avec.',
    resetFailed: 'Le mot de passe n’a pas pu être changé (le lien a peut-être déjà servi).',
    unreachable: 'L’émulateur Auth est injoignable.',
    signIn: 'Se connecter',
    siteMail: 'Messages envoyés par le site',
    noSiteMail: 'Le site n’a encore envoyé aucun message.',
    siteMailUnreadable: 'Les messages n’ont pas pu être lus (l’émulateur Firestore tourne-t-il\u00a0?).',
    authMail: 'Liens de l’émulateur Auth',
    to: 'À',
  },
} as const;
type Labels = (typeof LABELS)[keyof typeof LABELS];

const labelsFor = (locale: Locale): Labels => (locale === 'en' ? LABELS.en : LABELS.fr);

/** The emulator's host, or null outside emulator mode. */
const emulatorHost = (c: Context<AppEnv>) => c.get('settings').FIREBASE_AUTH_EMULATOR_HOST ?? null;

async function readOobCodes(host: string, projectId: string): Promise<OobCode[] | null> {
  try {
    const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const parsed = v.safeParse(oobCodesAnswer, await response.json());
    return parsed.success ? parsed.output.oobCodes : null;
  } catch {
    return null;
  }
}

function entry(code: OobCode, labels: Labels) {
  if (code.requestType === 'PASSWORD_RESET') {
    return html`<li class="mail" data-type="PASSWORD_RESET">
      <strong>${labels.PASSWORD_RESET}</strong>
      <form method="post" action="/dev/mailbox/reset-password">
        <input type="hidden" name="oobCode" value="${code.oobCode}" />
        <label
          >${labels.newPassword}
          <input type="password" name="newPassword" minlength="6" required autocomplete="new-password"
        /></label>
        <button type="submit">${labels.setPassword}</button>
      </form>
    </li>`;
  }
  const label = code.requestType === 'VERIFY_EMAIL' ? labels.VERIFY_EMAIL : `${labels.other} (${code.requestType})`;
  const action = code.requestType === 'VERIFY_EMAIL' ? labels.verify : labels.open;
  return html`<li class="mail" data-type="${code.requestType}">
    <strong>${label}</strong> <a href="${code.oobLink}" data-testid="mailbox-link">${action}</a>
  </li>`;
}

function page(
  c: Context<AppEnv>,
  codes: OobCode[] | null,
  siteMail: SiteMail[] | null,
  notice?: { ok: boolean; text: string },
) {
  const locale = c.get('locale');
  const labels = labelsFor(locale);
  const byEmail = new Map<string, OobCode[]>();
  for (const code of [...(codes ?? [])].reverse()) {
    const list = byEmail.get(code.email) ?? [];
    list.push(code);
    byEmail.set(code.email, list);
  }
  return html`<!doctype html>
    <html lang="${locale === 'en' ? 'en' : 'fr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${labels.title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 760px;
            margin: 32px auto;
            padding: 0 16px;
            line-height: 1.5;
            color: #1d211a;
          }
          h2 {
            font-size: 1.1rem;
            margin-top: 28px;
            word-break: break-all;
          }
          ul {
            padding-left: 20px;
          }
          .mail {
            margin: 10px 0;
          }
          .notice {
            padding: 10px 14px;
            border-radius: 6px;
            background: #e9f3df;
          }
          .notice.failed {
            background: #fbe4e4;
          }
          a {
            color: #2f6b2a;
          }
          .site-mail {
            border: 1px solid #c9d3bf;
            border-radius: 6px;
            padding: 8px 14px;
            margin: 12px 0;
          }
          .site-mail h3 {
            font-size: 1rem;
            margin: 6px 0;
          }
          .site-mail .meta {
            color: #4d5546;
            font-size: 0.9rem;
            margin: 0;
            word-break: break-all;
          }
          .site-mail .body {
            white-space: pre-wrap;
            overflow-wrap: anywhere;
            margin: 8px 0;
          }
          form {
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
            align-items: center;
            margin-top: 4px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${labels.title}</h1>
          <p>${labels.intro}</p>
          ${
            notice
              ? html`<p class="notice${notice.ok ? '' : ' failed'}" role="status">
                  ${notice.text} ${notice.ok ? html`<a href="/login">${labels.signIn}</a>` : ''}
                </p>`
              : ''
          }
          <h2>${labels.siteMail}</h2>
          ${siteMailSection(siteMail, labels)}
          <h2>${labels.authMail}</h2>
          ${
            codes === null
              ? html`<p class="notice failed" role="alert">${labels.unreachable}</p>`
              : byEmail.size === 0
                ? html`<p>${labels.empty}</p>`
                : [...byEmail].map(
                    ([email, list]) =>
                      html`<section data-email="${email}">
                        <h2>${email}</h2>
                        <ul>
                          ${list.map((code) => entry(code, labels))}
                        </ul>
                      </section>`,
                  )
          }
          <p><a href="/dev/mailbox">${labels.reload}</a></p>
        </main>
      </body>
    </html>`;
}

export const devMailbox = new Hono<AppEnv>();

/** Outside emulator mode the mailbox does not exist: the site's ordinary 404. */
const emulatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!emulatorHost(c)) throw new HTTPException(404, { message: 'Not Found' });
  c.header('cache-control', 'no-store');
  await next();
};
devMailbox.use('/dev/mailbox', emulatorOnly);
devMailbox.use('/dev/mailbox/*', emulatorOnly);

devMailbox.get('/dev/mailbox', async (c) => {
  const [codes, siteMail] = await Promise.all([
    readOobCodes(emulatorHost(c) ?? '', c.get('settings').FIREBASE_PROJECT_ID),
    readSiteMail(c),
  ]);
  const notice = c.req.query('reset');
  const labels = labelsFor(c.get('locale'));
  return c.html(
    page(
      c,
      codes,
      siteMail,
      notice === 'done'
        ? { ok: true, text: labels.resetDone }
        : notice === 'failed'
          ? { ok: false, text: labels.resetFailed }
          : undefined,
    ),
  );
});

devMailbox.get('/dev/mailbox/messages.json', async (c) => {
  const to = c.req.query('to')?.slice(0, 320);
  const mails = await readSiteMail(c, to || undefined);
  if (mails === null) return c.json({ error: 'unreadable' }, 503);
  return c.json({ items: mails });
});

devMailbox.post(
  '/dev/mailbox/reset-password',
  ...formBody(resetForm, (c) => c.redirect('/dev/mailbox?reset=failed', 303)),
  async (c) => {
    const { oobCode, newPassword } = c.req.valid('form');
    const settings = c.get('settings');
    let ok: boolean;
    try {
      const response = await fetch(
        `http://${emulatorHost(c)}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${encodeURIComponent(settings.FIREBASE_API_KEY)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ oobCode, newPassword }),
          signal: AbortSignal.timeout(5000),
        },
      );
      ok = response.ok;
    } catch {
      ok = false;
    }
    return c.redirect(`/dev/mailbox?reset=${ok ? 'done' : 'failed'}`, 303);
  },
);
