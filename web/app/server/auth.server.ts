/**
 * The server actions of the sign-in, sign-up, forgotten-password and resend-verification pages,
 * the one path of their plain forms (issue #25: no Firebase SDK in the browser): Identity Toolkit
 * REST with the public API key (worker/src/services/auth/password-auth.ts), then the session
 * cookie, the profile and role, the e-mails, and the messages in the reader's language (Google's
 * codes become the Firebase SDK's, read through the pages' own table, features/auth/firebase-errors).
 *
 * Only forms are read (`formDataOf`: 415 otherwise; the Worker refuses bodies over 128 KB with
 * 413); the shared schemas check them (400 with field messages). A password is never echoed into
 * the page, put in an address or logged: errors are logged by their message, which never holds a
 * request body. Answers are never stored.
 */
import { data, redirect } from 'react-router';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { FORM_ERROR_VALUES, checkForm } from '#shared/schemas/forms.ts';
import {
  AUTH_ERROR_VALUES,
  forgotSchema,
  loginSchema,
  resendSchema,
  safeRedirect,
  signupSchema,
  type AuthAnswer,
  type AuthFormName,
  type AuthRefusal,
  type ForgotAnswer,
  type ResendAnswer,
  type SignupAnswer,
  type SignupField,
} from '#shared/schemas/auth-forms.ts';
import { PasswordAuthError, passwordAuthFor, type EmailOptions } from '#worker/src/services/auth/password-auth.ts';
import { verifyIdToken } from '#worker/src/services/auth/verify-id-token.ts';
import { CAPTCHA_FIELD, captchaSiteKey, verifyCaptcha } from '#worker/src/services/forms/captcha.ts';
import {
  firestoreFor,
  identityAdminFor,
  idTokenOptionsFor,
  sessionRegistryFor,
} from '#worker/src/services/members/from-settings.ts';
import { clearSessionSetCookie } from '#worker/src/services/auth/session-cookie.ts';
import { openSession } from '#worker/src/services/members/open-session.ts';
import { registerMember } from '#worker/src/services/members/register-member.ts';
import { RESET_NEUTRAL_CODES, firebaseMessageKey } from '../features/auth/firebase-errors';
import {
  clientGuard,
  countSignInFailure,
  mailAllowance,
  signInGuard,
  waitRefusal,
  type LimitRefusal,
} from './auth-limits.server';
import { sendSignupNotice } from '#worker/src/services/mail/signup-notice.ts';
import { formDataOf } from './forms.server';
import type { ActionServices } from './types.server';

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** Statuses of the refusals whose status is not 400. */
const STATUS_OF_KEY: Readonly<Record<string, number>> = {
  'errors.emailInUse': 409,
  'errors.userDisabled': 403,
  'errors.tooManyAttempts': 429,
  'errors.unavailable': 503,
  'errors.profileFailed': 503,
};

/**
 * A sign-in screen's address carrying what its form holds (a page from before its forms posted,
 * or a hand-made link): the same address without them, so a password does not stay in the address
 * bar, the history or a cache key. Thrown from the page's loader.
 */
export function dropFormValues(request: Request, fields: readonly string[]): void {
  const url = new URL(request.url);
  if (!fields.some((field) => url.searchParams.has(field))) return;
  for (const field of fields) url.searchParams.delete(field);
  throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: NO_STORE });
}

/** The text values of `fields` as sent, for the form to show again (never a password). */
function echo<F extends string>(formData: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 500);
  }
  return values;
}

interface Refused<F extends string> {
  code: AuthRefusal;
  /** A key of namespace `auth`, or any namespace's key with its prefix. */
  key: string;
  status: number;
  fields?: Partial<Record<F, string>> & { captcha?: string };
  /** A rate limit's wait, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** The message's values (a limit's wait in minutes). */
  params?: Record<string, number>;
  /** The captcha's site key when the form must show it (a limit's friction). */
  captchaSiteKey?: string;
}

/** A refusal in the request's language, with what was typed (no password) for the form. */
function refuse<Form extends AuthFormName, F extends string>(
  form: Form,
  services: ActionServices,
  refused: Refused<F>,
  values: Partial<Record<Exclude<F, 'password'>, string>>,
  headers: Record<string, string> = {},
) {
  const t = serverT(services.locale, 'auth');
  const message =
    refused.code === 'unverified'
      ? `${t('login.unverifiedTitle')} ${t('login.unverifiedText')}`
      : t(refused.key, { ...FORM_ERROR_VALUES[refused.key], ...AUTH_ERROR_VALUES[refused.key], ...refused.params });
  const answer: AuthAnswer<Form, F, never> = {
    ok: false,
    form,
    code: refused.code,
    key: refused.key,
    message,
    ...(refused.fields ? { fields: refused.fields } : {}),
    ...(refused.captchaSiteKey ? { captchaSiteKey: refused.captchaSiteKey } : {}),
    values,
  };
  const retryAfter: Record<string, string> = refused.retryAfterSeconds
    ? { 'retry-after': String(refused.retryAfterSeconds) }
    : {};
  return data(answer, { status: refused.status, headers: { ...NO_STORE, ...retryAfter, ...headers } });
}

/** A limit's refusal as the form's: the captcha's names its field for the widget's message. */
function limitRefused(refusal: LimitRefusal): Refused<never> {
  return refusal.code === 'captcha' ? { ...refusal, fields: { captcha: refusal.key } } : refusal;
}

/** What the person reads when a call failed: Firebase's refusal as the SDK flow says it, else unavailable. */
function refusalOf(error: unknown, services: ActionServices): Refused<never> {
  if (error instanceof PasswordAuthError && !error.unavailable) {
    const key = firebaseMessageKey(error);
    // A code the pages have no words for, or a project setting refused: ours to look at.
    if (key === 'errors.generic' || key === 'errors.unavailable') services.onError(error);
    return { code: key === 'errors.unavailable' ? 'unavailable' : 'refused', key, status: STATUS_OF_KEY[key] ?? 400 };
  }
  services.onError(error);
  return { code: 'unavailable', key: 'errors.unavailable', status: 503 };
}

/** Where e-mail links lead back to (the sign-in page), in the reader's language. */
const emailOptions = (services: ActionServices): EmailOptions => ({
  continueUrl: new URL('/login', services.origin).toString(),
  language: uiLanguage(services.locale),
});

const invalid = <F extends string>(fields: Partial<Record<F, string>>): Refused<F> => ({
  code: 'invalid',
  key: 'forms:errors.invalid',
  status: 400,
  fields,
});

/**
 * Sign-out, the sign-out page's form posted (with or without its overlay's script): ends the
 * session on the server, as DELETE /api/session does, clears its cookie and goes home (303).
 */
export async function logoutAction(services: ActionServices) {
  if (services.session) await sessionRegistryFor(services.settings, services.env).end(services.session);
  return redirect('/', { status: 303, headers: { ...NO_STORE, 'set-cookie': clearSessionSetCookie() } });
}

/**
 * Sign-in: Firebase checks the password, the Worker opens the session as `POST /api/session`
 * does (an unverified address is refused, 403, and any session cleared) and sends the person to
 * the page's `redirect` target (a path of this site only) or the dashboard, with 303.
 */
export async function loginAction(request: Request, services: ActionServices) {
  const formData = await formDataOf(request);
  const values = echo(formData, ['email'] as const);
  const checked = checkForm(loginSchema, formData);
  if (!checked.success) return refuse('login', services, invalid(checked.errors), values);
  const { email, password } = checked.output;
  const guard = await signInGuard(email, formData, services);
  if ('refused' in guard) return refuse('login', services, limitRefused(guard.refused), values);
  try {
    const { idToken } = await passwordAuthFor(services.settings).signIn(email, password);
    const opened = await openSession(idToken, services.settings, services.env);
    if (!opened.ok) {
      return refuse('login', services, { code: 'unverified', key: 'login.unverifiedTitle', status: 403 }, values, {
        'set-cookie': opened.setCookie,
      });
    }
    const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    return redirect(target, { status: 303, headers: { ...NO_STORE, 'set-cookie': opened.setCookie } });
  } catch (error) {
    await countSignInFailure(error, guard.count, services);
    return refuse('login', services, refusalOf(error, services), values);
  }
}

const SIGNUP_ECHO = ['firstName', 'lastName', 'email', 'telephone', 'accountType', 'acceptTerms'] as const;

/**
 * Sign-up: the captcha when one is configured, the Firebase account, its display name, the
 * member's profile and role (as `POST /api/users`; the new account is deleted again when they
 * cannot be stored, so the person can simply retry), then the verification e-mail. No session:
 * the person stays a visitor until they open the link.
 */
export async function signupAction(request: Request, services: ActionServices) {
  const formData = await formDataOf(request);
  const values = echo(formData, SIGNUP_ECHO);
  const checked = checkForm(signupSchema, formData);
  if (!checked.success) return refuse('signup', services, invalid(checked.errors), values);
  const { settings } = services;

  const secret = captchaSiteKey(settings) ? settings.RECAPTCHA_SECRET : undefined;
  if (secret) {
    const captcha = await verifyCaptcha({ secret, token: formData.get(CAPTCHA_FIELD), remoteIp: services.clientIp });
    if (!captcha.ok && captcha.reason === 'unavailable') {
      services.onError(new Error(`captcha verification: ${captcha.detail ?? 'unavailable'}`));
      return refuse('signup', services, { code: 'unavailable', key: 'errors.unavailable', status: 503 }, values);
    }
    if (!captcha.ok) {
      const key = 'errors.captchaRequired';
      return refuse<'signup', SignupField>(
        'signup',
        services,
        { code: 'captcha', key, status: 400, fields: { captcha: key }, captchaSiteKey: captchaSiteKey(settings) ?? '' },
        values,
      );
    }
  }

  const input = checked.output;
  // A class shares one address: friction (a delay where no captcha is configured), then a high cap.
  const crowded = await clientGuard('signup-client', formData, services, { captchaChecked: Boolean(secret) });
  if (crowded) return refuse('signup', services, limitRefused(crowded), values);
  // Every sign-up sends a mail (the verification, or the notice to the owner): counted as one.
  const mail = await mailAllowance(input.email, 'signup', services);
  if ('refused' in mail) return refuse('signup', services, mail.refused, values);
  const auth = passwordAuthFor(settings);
  const created: SignupAnswer = { ok: true, form: 'signup', email: input.email, emailSent: true };
  let account: { uid: string; idToken: string };
  try {
    account = await auth.signUp(input.email, input.password);
  } catch (error) {
    if (!(error instanceof PasswordAuthError && error.serverCode === 'EMAIL_EXISTS')) {
      return refuse('signup', services, refusalOf(error, services), values);
    }
    // The same answer as for a new address; the owner hears of it by mail (decision 0030),
    // unless the address had its share of mails (nothing to tell them they have not been told).
    if (!mail.send) return data(created, { status: 200, headers: NO_STORE });
    try {
      await sendSignupNotice(
        firestoreFor(settings, services.env),
        settings,
        services.env,
        input.email,
        services.waitUntil ?? ((promise) => void promise),
      );
    } catch (failure) {
      services.onError(failure);
    }
    return data(created, { status: 200, headers: NO_STORE });
  }
  // The display name is the `name` of the member's session; a failure here costs nothing.
  await auth.updateDisplayName(account.idToken, `${input.firstName} ${input.lastName}`).catch(() => undefined);

  try {
    const claims = await verifyIdToken(account.idToken, idTokenOptionsFor(settings));
    if (!claims.email) throw new Error('sign-up: the new account has no e-mail');
    // created: false is a profile stored by an earlier try: nothing to undo.
    await registerMember(
      { firestore: firestoreFor(settings, services.env), identityAdmin: identityAdminFor(settings, services.env) },
      { uid: claims.sub, email: claims.email, role: claims.role },
      input,
    );
  } catch (error) {
    services.onError(error);
    await auth.deleteAccount(account.idToken).catch((cleanup: unknown) => services.onError(cleanup));
    return refuse('signup', services, { code: 'unavailable', key: 'errors.profileFailed', status: 503 }, values);
  }

  const emailSent = await auth.sendEmailVerification(account.idToken, emailOptions(services)).then(
    () => true,
    (error: unknown) => {
      services.onError(error);
      return false;
    },
  );
  const answer: SignupAnswer = { ok: true, form: 'signup', email: input.email, emailSent };
  return data(answer, { status: 200, headers: NO_STORE });
}

/**
 * Forgotten password: Firebase sends the reset link. The same neutral answer whether or not an
 * account exists; only what the person can act on (a mistyped address, too many attempts) or an
 * outage is reported.
 */
export async function forgotAction(request: Request, services: ActionServices) {
  const formData = await formDataOf(request);
  const values = echo(formData, ['email'] as const);
  const checked = checkForm(forgotSchema, formData);
  if (!checked.success) return refuse('forgot', services, invalid(checked.errors), values);
  const { email } = checked.output;
  const crowded = await clientGuard('reset-client', formData, services, { captchaChecked: false });
  if (crowded) return refuse('forgot', services, limitRefused(crowded), values);
  const mail = await mailAllowance(email, 'reset', services);
  if ('refused' in mail) return refuse('forgot', services, mail.refused, values);
  // Past the address's burst and spacing: the same answer and no new mail, since a link sent at
  // most ACCOUNT_MAIL_SPACING ago (valid for an hour) is the latest in the inbox.
  if (mail.send) {
    try {
      await passwordAuthFor(services.settings).sendPasswordReset(email, emailOptions(services));
    } catch (error) {
      if (!(error instanceof PasswordAuthError && RESET_NEUTRAL_CODES.has(error.code))) {
        return refuse('forgot', services, refusalOf(error, services), values);
      }
    }
  }
  const answer: ForgotAnswer = { ok: true, form: 'forgot', email };
  return data(answer, { status: 200, headers: NO_STORE });
}

/**
 * Resend the verification e-mail: signing in proves the address is the person's; a new link is
 * sent unless the address is verified already. No session is opened.
 */
export async function resendAction(request: Request, services: ActionServices) {
  const formData = await formDataOf(request);
  const values = echo(formData, ['email'] as const);
  const checked = checkForm(resendSchema, formData);
  if (!checked.success) return refuse('resend', services, invalid(checked.errors), values);
  const { email, password } = checked.output;
  const auth = passwordAuthFor(services.settings);
  const guard = await signInGuard(email, formData, services);
  if ('refused' in guard) return refuse('resend', services, limitRefused(guard.refused), values);
  let state: 'sent' | 'verified';
  try {
    const { idToken } = await auth.signIn(email, password);
    const claims = await verifyIdToken(idToken, idTokenOptionsFor(services.settings));
    state = claims.email_verified === true ? 'verified' : 'sent';
    if (state === 'sent') {
      // The password is right: saying that this address had its mails is no leak.
      const mail = await mailAllowance(email, 'resend', services);
      if ('refused' in mail) return refuse('resend', services, mail.refused, values);
      if (!mail.send)
        return refuse('resend', services, waitRefusal('errors.mailLimitedWait', mail.retryAfterSeconds), values);
      await auth.sendEmailVerification(idToken, emailOptions(services));
    }
  } catch (error) {
    await countSignInFailure(error, guard.count, services);
    return refuse('resend', services, refusalOf(error, services), values);
  }
  const answer: ResendAnswer = { ok: true, form: 'resend', state, email };
  return data(answer, { status: 200, headers: NO_STORE });
}

/**
 * The `headers` of the auth pages: an answer to a posted form is never stored (its own
 * Cache-Control), a page shown by GET keeps the site's default.
 */
export function authPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const cacheControl = actionHeaders.get('cache-control');
  const retryAfter = actionHeaders.get('retry-after');
  return {
    ...(cacheControl ? { 'cache-control': cacheControl } : {}),
    ...(retryAfter ? { 'retry-after': retryAfter } : {}),
  };
}
