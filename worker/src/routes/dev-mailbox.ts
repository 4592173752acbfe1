/**
 * `GET /dev/mailbox`: the local stack's "inbox". The Firebase Auth emulator sends no e-mail; it
 * keeps the links it would have sent (e-mail verification, password reset). This page lists them
 * per address so a newcomer can finish every flow in the browser: open a verification link, or
 * choose a new password for a reset (posted here, then to the emulator's resetPassword API, the
 * same call Firebase's hosted page makes). Exists ONLY in emulator mode (FIREBASE_AUTH_EMULATOR_HOST
 * set); everywhere else every path of it answers 404.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { html } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { formBody } from '../middleware/validate';
import type { Locale } from '../../../shared/constants/spec';

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

function page(c: Context<AppEnv>, codes: OobCode[] | null, notice?: { ok: boolean; text: string }) {
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
  const codes = await readOobCodes(emulatorHost(c) ?? '', c.get('settings').FIREBASE_PROJECT_ID);
  const notice = c.req.query('reset');
  const labels = labelsFor(c.get('locale'));
  return c.html(
    page(
      c,
      codes,
      notice === 'done'
        ? { ok: true, text: labels.resetDone }
        : notice === 'failed'
          ? { ok: false, text: labels.resetFailed }
          : undefined,
    ),
  );
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
