/**
 * The public forms: the contact page's loader, and the server actions `contact` (contact form)
 * and `newsletter` (home page sign-up). Actions validate with the shared schema (the authority),
 * answer field messages in the request's language with 400, refuse a captcha failure with 400,
 * a client address over the limit with 429, and a storage failure with 503, never a 500.
 */
import type { ContactRecord } from '#shared/schemas/content.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { formatWhatsapp, telLink, whatsappLink } from '#shared/lib/phone.ts';
import {
  CONTACT_FIELDS,
  checkForm,
  contactSchema,
  newsletterSchema,
  normalizePhone,
  type ContactAnswer,
  type FormRefusal,
  type NewsletterAnswer,
} from '#shared/schemas/forms.ts';
import type { ContactDetailsView, ContactPageData } from '../features/contact/types';
import { contained, type ActionServices, type ServerLoader } from './types.server';

/** A form action's answer: the data for the page, with the HTTP status of a refusal. */
export interface ActionResult<T> {
  status: number;
  data: T;
}
import { CAPTCHA_FIELD, captchaSiteKey, verifyCaptcha } from '#worker/src/services/forms/captcha.ts';
import { translate, translateFields } from '#worker/src/services/messages.ts';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { clientLimitKey } from '#worker/src/services/limits/client-key.ts';
import { hashClientIp, storeContactMessage, subscribeToNewsletter } from '#worker/src/services/forms/store.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import { limitHashKey } from '#worker/src/services/limits/rate-limit.ts';

/** The general contact details in the reader's language (French variants first in fr/combined). */
export function contactDetails(record: ContactRecord, locale: Locale): ContactDetailsView {
  const french = locale !== 'en';
  const telephone = (french ? record.telephonefr : undefined) ?? record.telephone1;
  const whatsapp = (french ? record.whatsappfr : undefined) ?? record.whatsapp;
  const view: ContactDetailsView = {
    emails: [record.email1, record.email2].filter((email): email is string => Boolean(email?.trim())),
  };
  if (telephone && telLink(telephone)) view.telephone = { label: telephone.trim(), href: telLink(telephone) };
  if (whatsapp && whatsappLink(whatsapp))
    view.whatsapp = { label: formatWhatsapp(whatsapp), href: whatsappLink(whatsapp) };
  if (french && record.emailfr?.trim()) view.frenchEmail = record.emailfr.trim();
  return view;
}

export const formLoaders = {
  contact: async (_args, services): Promise<ContactPageData> => {
    return {
      details: await contained(
        services.content.contact().then((record) => contactDetails(record, services.locale)),
        services,
      ),
      captchaSiteKey: captchaSiteKey(services.settings),
    };
  },
} satisfies Record<string, ServerLoader>;

const STATUS: Record<FormRefusal, number> = { invalid: 400, captcha: 400, rateLimited: 429, unavailable: 503 };
/** Longest value echoed back for a page rendered without JavaScript (a message may be 5000). */
const ECHO_MAX = 10_000;

/** The text values of `fields` as sent, for the form to show again. */
function echo<F extends string>(formData: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, ECHO_MAX);
  }
  return values;
}

function refuse<A extends ContactAnswer | NewsletterAnswer>(answer: A & { ok: false }): ActionResult<A> {
  return { status: STATUS[answer.code], data: answer };
}

/** Contact form post. */
export async function contactAction(
  formData: FormData,
  services: ActionServices,
): Promise<ActionResult<ContactAnswer>> {
  const { locale } = services;
  const t = serverT(locale, 'forms');
  const values = echo(formData, CONTACT_FIELDS);
  const checked = checkForm(contactSchema, formData);
  if (!checked.success) {
    return refuse<ContactAnswer>({
      ok: false,
      form: 'contact',
      code: 'invalid',
      message: t('errors.invalid'),
      fields: translateFields(checked.errors, locale),
      values,
    });
  }

  const secret = captchaSiteKey(services.settings) ? services.settings.RECAPTCHA_SECRET : undefined;
  if (secret) {
    const captcha = await verifyCaptcha({ secret, token: formData.get(CAPTCHA_FIELD), remoteIp: services.clientIp });
    if (!captcha.ok) {
      if (captcha.reason === 'unavailable') services.onError(new Error(`captcha verification: ${captcha.detail}`));
      const key = captcha.reason === 'missing' ? 'forms:errors.captchaRequired' : 'forms:errors.captchaFailedToExecute';
      const message = translate(key, locale);
      return refuse<ContactAnswer>({
        ok: false,
        form: 'contact',
        code: 'captcha',
        message,
        fields: { captcha: message },
        values,
      });
    }
  }

  const input = checked.output;
  try {
    const db = firestoreFor(services.settings, services.env);
    const result = await storeContactMessage(db, {
      message: { ...input, cellphone: input.cellphone ? normalizePhone(input.cellphone) : '' },
      locale,
      ipHash: await hashClientIp(clientLimitKey(services.clientIp), limitHashKey(services.settings, services.env)),
    });
    if (!result.stored) {
      return refuse<ContactAnswer>({
        ok: false,
        form: 'contact',
        code: 'rateLimited',
        message: t('errors.rateLimited', { count: Math.ceil(result.retryAfterSeconds / 60) }),
        values,
      });
    }
  } catch (error) {
    services.onError(error);
    return refuse<ContactAnswer>({
      ok: false,
      form: 'contact',
      code: 'unavailable',
      message: t('errors.unavailable'),
      values,
    });
  }
  const answer: ContactAnswer = { ok: true, form: 'contact', message: t('contact.sent') };
  return { status: 200, data: answer };
}

/** Newsletter sign-up post (home page). */
export async function newsletterAction(
  formData: FormData,
  services: ActionServices,
): Promise<ActionResult<NewsletterAnswer>> {
  const { locale } = services;
  const t = serverT(locale, 'forms');
  const values = echo(formData, ['email'] as const);
  const checked = checkForm(newsletterSchema, formData);
  if (!checked.success) {
    return refuse<NewsletterAnswer>({
      ok: false,
      form: 'newsletter',
      code: 'invalid',
      message: t('errors.invalid'),
      fields: translateFields(checked.errors, locale),
      values,
    });
  }
  try {
    const db = firestoreFor(services.settings, services.env);
    const result = await subscribeToNewsletter(db, {
      email: checked.output.email,
      locale: uiLanguage(locale),
      source: 'home',
      ipHash: await hashClientIp(clientLimitKey(services.clientIp), limitHashKey(services.settings, services.env)),
    });
    if (result.limited) {
      return refuse<NewsletterAnswer>({
        ok: false,
        form: 'newsletter',
        code: 'rateLimited',
        message: t('errors.newsletterRateLimited', { count: Math.ceil(result.retryAfterSeconds / 60) }),
        values,
      });
    }
    // The same answer whether the address was subscribed before: the form tells nobody.
    const answer: NewsletterAnswer = { ok: true, form: 'newsletter', message: t('newsletter.subscribed') };
    return { status: 200, data: answer };
  } catch (error) {
    services.onError(error);
    return refuse<NewsletterAnswer>({
      ok: false,
      form: 'newsletter',
      code: 'unavailable',
      message: t('errors.newsletterUnavailable'),
      values,
    });
  }
}

/** The posted form, or a 400 the error page shows when the body is not a form. */
export async function formDataOf(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data') {
    throw new Response('A form must be sent as a form', { status: 415, statusText: 'Unsupported Media Type' });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response('The form could not be read', { status: 400, statusText: 'Bad Request' });
  }
}
