// The public forms in workerd: the contact and newsletter actions (JSON for the browser and plain
// form posts), stored in the test stack's Firestore emulator; the contact page's data.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeSiteverify, loaderData, request, routeData } from './helpers';
import { contactAction, formLoaders, newsletterAction } from '#web/app/server/forms.server.ts';
import type { ActionServices, LoaderServices } from '#web/app/server/types.server.ts';
import type { ContentClient } from '../src/services/content/client';
import { readSettings, type Settings } from '../src/env';
import { createFirestore, type Firestore } from '../src/services/firestore/client';
import { emulatorTokenSource } from '../src/services/firestore/auth';
import { collection } from '../src/services/firestore/query';
import { sha256Hex } from '../src/services/forms/store';
import type { NewsletterAnswer } from '#shared/schemas/forms.ts';
import type { ContactPageData } from '#web/app/features/contact/types.ts';
import type { Locale } from '#shared/constants/spec.ts';

let db: Firestore;

beforeAll(() => {
  const host = env.FIRESTORE_EMULATOR_HOST;
  if (typeof host !== 'string') throw new Error('FIRESTORE_EMULATOR_HOST is not set for the workerd suite');
  db = createFirestore({
    projectId: String(env.FIREBASE_PROJECT_ID),
    baseUrl: `http://${host}`,
    tokens: emulatorTokenSource(),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A client address of its own per test, so limits never leak between tests or runs. */
const freshIp = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
};
const unique = () => crypto.randomUUID().slice(0, 8);

const cookieOf = (locale: Locale) => `i18n_redirected=${locale}`;

function contactForm(values: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

const validContact = (marker = unique()) => ({
  name: 'Amina',
  surname: 'Okafor',
  cellphone: '+27 82 123 4567',
  email: `amina.${marker}@example.org`,
  message: `I would like to present on pangolin trafficking (${marker}).`,
});

/** The browser's post (a fetcher or form submission: the page's `.data` address), decoded. */
async function post(
  key: 'contact' | 'newsletter',
  body: BodyInit,
  options: { locale?: Locale; ip?: string; headers?: Record<string, string> } = {},
) {
  const answer = await routeData(key === 'contact' ? '/contact' : '/?index', {
    method: 'POST',
    body,
    cookie: cookieOf(options.locale ?? 'en'),
    headers: { 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': options.ip ?? freshIp(), ...options.headers },
  });
  return { status: answer.status, body: (answer.action ?? null) as Record<string, unknown> };
}

const storedContact = (email: string) => db.query('', collection('contactMessages').where('email', '==', email));

describe('contact action: refusals', () => {
  it('answers an empty form with 400 and a message per required field, in English', async () => {
    const { status, body } = await post('contact', new FormData());
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      form: 'contact',
      code: 'invalid',
      message: 'Some fields need your attention.',
      fields: {
        name: 'Please enter your name.',
        surname: 'Please enter your surname.',
        email: 'Please enter your e-mail address.',
        message: 'Please write your message.',
      },
    });
    expect(Object.keys(body.fields as object).sort()).toEqual(['email', 'message', 'name', 'surname']);
  });

  it.each<[Locale, string]>([
    ['fr', 'Veuillez saisir votre prénom.'],
    ['combined', 'Veuillez saisir votre prénom.'],
  ])('answers in French for locale %s', async (locale, nameMessage) => {
    const { status, body } = await post('contact', new FormData(), { locale });
    expect(status).toBe(400);
    expect(body.message).toBe('Certains champs demandent votre attention.');
    expect(body.fields).toMatchObject({
      name: nameMessage,
      surname: 'Veuillez saisir votre nom.',
      email: 'Veuillez saisir votre adresse e-mail.',
      message: 'Veuillez écrire votre message.',
    });
  });

  it.each<[string, Record<string, string>, Record<string, string>, Record<string, string>]>([
    [
      'an invalid e-mail',
      { email: 'amina@example' },
      { email: 'Please enter a valid e-mail address, for example name@example.org.' },
      { email: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.org.' },
    ],
    [
      'a too long e-mail',
      { email: `${'a'.repeat(250)}@example.org` },
      { email: 'An e-mail address can have at most 254 characters.' },
      { email: 'Une adresse e-mail peut compter au plus 254 caractères.' },
    ],
    [
      'a short message',
      { message: 'Hello' },
      { message: 'Your message needs at least 10 characters.' },
      { message: 'Votre message doit compter au moins 10 caractères.' },
    ],
    [
      'an oversized message',
      { message: 'x'.repeat(5001) },
      { message: 'Your message can have at most 5,000 characters.' },
      { message: 'Votre message peut compter au plus 5\u202f000 caractères.' },
    ],
    [
      'long names',
      { name: 'n'.repeat(101), surname: 's'.repeat(101) },
      { name: 'Your name can have at most 100 characters.', surname: 'Your surname can have at most 100 characters.' },
      {
        name: 'Votre prénom peut compter au plus 100 caractères.',
        surname: 'Votre nom peut compter au plus 100 caractères.',
      },
    ],
    [
      'a national cellphone number',
      { cellphone: '082 123 4567' },
      {
        cellphone:
          'Please enter your cellphone number in international format, for example +27 82 123 4567, or leave it empty.',
      },
      {
        cellphone:
          'Veuillez saisir votre numéro de portable au format international, par exemple +221 77 123 45 67, ou laisser le champ vide.',
      },
    ],
  ])('refuses %s with 400 and the field’s message in en and fr', async (_case, change, english, french) => {
    for (const [locale, expected] of [
      ['en', english],
      ['fr', french],
    ] as const) {
      const values = { ...validContact(), ...change };
      const { status, body } = await post('contact', contactForm(values), { locale });
      expect(status).toBe(400);
      expect(body.fields).toEqual(expected);
      // The values come back as sent (for a page rendered without JavaScript).
      expect(body.values).toMatchObject(change);
      expect(await storedContact(values.email)).toEqual([]);
    }
  });

  it('refuses missing fields, fields of the wrong type and fields sent twice with 400, never 500', async () => {
    const onlyEmail = await post('contact', contactForm({ email: 'amina@example.org' }));
    expect(onlyEmail.status).toBe(400);
    expect(Object.keys(onlyEmail.body.fields as object).sort()).toEqual(['message', 'name', 'surname']);

    const wrongTypes = contactForm({
      ...validContact(),
      name: new File(['Amina'], 'name.txt', { type: 'text/plain' }),
    });
    wrongTypes.append('email', 'second@example.org');
    const typed = await post('contact', wrongTypes);
    expect(typed.status).toBe(400);
    expect(typed.body.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
    });

    const notAForm = await post('contact', JSON.stringify(validContact()), {
      headers: { 'content-type': 'application/json' },
    });
    expect(notAForm.status).toBe(415);

    const urlEncoded = await post('contact', new URLSearchParams({ name: 'Amina' }).toString(), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlEncoded.status).toBe(400);
    expect(urlEncoded.body.fields).toHaveProperty('surname');
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const values = validContact();
    const response = await request('/contact.data', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'cf-connecting-ip': freshIp() },
      body: contactForm(values),
    });
    expect(response.status).toBe(403);
    const plain = await request('/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(values).toString(),
    });
    expect(plain.status).toBe(403);
    expect(await storedContact(values.email)).toEqual([]);
  });
});

describe('contact action: accepted messages', () => {
  it('stores an accepted message in contactMessages and confirms it', async () => {
    const ip = freshIp();
    const values = validContact();
    const { status, body } = await post('contact', contactForm(values), { locale: 'fr', ip });
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      form: 'contact',
      message:
        'Merci\u00a0! Votre message est bien parvenu à notre équipe. Nous vous répondrons par e-mail dès que possible.',
    });
    const stored = await storedContact(values.email);
    expect(stored).toHaveLength(1);
    const data = stored[0]!.data;
    expect(data).toMatchObject({
      name: 'Amina',
      surname: 'Okafor',
      cellphone: '+27821234567',
      email: values.email,
      message: values.message,
      locale: 'fr',
      status: 'new',
    });
    expect(data.createdAt).toBeInstanceOf(Date);
    expect(Math.abs((data.createdAt as Date).getTime() - Date.now())).toBeLessThan(60_000);
    // A hash of the address, never the address itself.
    expect(data.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(data)).not.toContain(ip);
    expect(Object.keys(data).sort()).toEqual(
      ['cellphone', 'createdAt', 'email', 'ipHash', 'locale', 'message', 'name', 'status', 'surname'].sort(),
    );
  });

  it('keeps an empty cellphone empty and trims the fields', async () => {
    const values = { ...validContact(), cellphone: '', name: '  Amina  ' };
    expect((await post('contact', contactForm(values))).status).toBe(200);
    const [stored] = await storedContact(values.email);
    expect(stored?.data).toMatchObject({ cellphone: '', name: 'Amina' });
  });

  it('accepts 5 messages per client address and hour, and answers the 6th with 429 in the visitor’s language', async () => {
    const ip = freshIp();
    for (let count = 1; count <= 5; count += 1) {
      expect((await post('contact', contactForm(validContact()), { ip })).status).toBe(200);
    }
    const sixth = validContact();
    const refused = await post('contact', contactForm(sixth), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, code: 'rateLimited', values: sixth });
    expect(refused.body.message).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(await storedContact(sixth.email)).toEqual([]);

    const french = await post('contact', contactForm(validContact()), { ip, locale: 'fr' });
    expect(french.status).toBe(429);
    expect(french.body.message).toMatch(/^Vous avez envoyé plusieurs messages en peu de temps\./);

    // Another address is not affected; invalid posts never count.
    expect((await post('contact', contactForm(validContact()), { ip: freshIp() })).status).toBe(200);
  });

  it('does not let concurrent posts of one address past the limit', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post('contact', contactForm(validContact()), { ip })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses, JSON.stringify(results.map((result) => result.body))).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
  });
});

describe('contact form without JavaScript (plain POST /contact)', () => {
  const plainPost = (values: Record<string, string>, locale: Locale, ip = freshIp()) =>
    request('/contact', {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: 'http://127.0.0.1:8787',
        cookie: cookieOf(locale),
        'cf-connecting-ip': ip,
      },
      body: new URLSearchParams(values).toString(),
    });

  it('renders the page again with 400, the errors next to the fields and the values kept', async () => {
    const values = { ...validContact(), email: 'amina-at-example.org', message: 'Short' };
    const response = await plainPost(values, 'en');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please enter a valid e-mail address, for example name@example.org.');
    expect(html).toContain('Your message needs at least 10 characters.');
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-email"/);
    expect(html).toContain('value="amina-at-example.org"');
    expect(html).toContain('value="Amina"');
    expect(html).toContain('>Short</textarea>');
  });

  it('answers in French and then confirms an accepted message with an empty form', async () => {
    const bad = await plainPost({ ...validContact(), name: '' }, 'fr');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Veuillez saisir votre prénom.');

    const values = validContact();
    const good = await plainPost(values, 'fr');
    expect(good.status).toBe(200);
    const html = await good.text();
    expect(html).toContain('Votre message est bien parvenu à notre équipe');
    expect(html).not.toContain(values.email);
    expect(await storedContact(values.email)).toHaveLength(1);
  });
});

/** Action services as the Worker builds them, with settings the test chooses. */
function servicesWith(overrides: Partial<Settings>, locale: Locale = 'en'): ActionServices {
  const settings = { ...readSettings(env), ...overrides };
  // Only what the form actions use; other services stay out of this test.
  const services = {
    locale,
    user: null,
    content: {} as ContentClient,
    origin: settings.SITE_URL,
    onError: () => undefined,
    env,
    settings,
    clientIp: freshIp(),
  };
  return services as unknown as ActionServices;
}

/** A Firestore that cannot be reached (its requests fail as a refused connection would). */
function unreachableFirestore(): Partial<Settings> {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('http://firestore.unreachable.test'))
      return Promise.reject(new TypeError('Network connection lost.'));
    return real(input, init);
  });
  return { FIRESTORE_EMULATOR_HOST: 'firestore.unreachable.test:8080' };
}

describe('contact action: storage failure', () => {
  it('answers 503 with a clear message and the text kept when Firestore cannot be reached', async () => {
    const values = validContact();
    const result = await contactAction(contactForm(values), servicesWith(unreachableFirestore()));
    expect(result.status).toBe(503);
    expect(result.data).toMatchObject({
      ok: false,
      code: 'unavailable',
      message:
        'Your message could not be sent right now. Please try again in a few minutes — your text is still in the form.',
      values,
    });
  });
});

describe('contact action: captcha (only when both keys are configured)', () => {
  const keys = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret-key' };
  /** Google's siteverify, faked; every other request goes out as usual (the emulator). */

  it('stores the message when Google confirms the token', async () => {
    const calls = fakeSiteverify((token) => Response.json({ success: token === 'good' }));
    const values = validContact();
    const services = servicesWith(keys);
    const result = await contactAction(contactForm({ ...values, 'g-recaptcha-response': 'good' }), services);
    expect(result.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('secret')).toBe('secret-key');
    expect(calls[0]?.get('remoteip')).toBe(services.clientIp);
    expect(await storedContact(values.email)).toHaveLength(1);
  });

  it.each<[string, Record<string, string>, () => Response | Promise<Response>, string, string]>([
    [
      'no token',
      {},
      () => Response.json({ success: true }),
      'Please tick the captcha box to confirm that you are not a robot.',
      'Veuillez cocher la case du captcha pour confirmer que vous n’êtes pas un robot.',
    ],
    [
      'a refused token',
      { 'g-recaptcha-response': 'forged' },
      () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
      'The captcha failed to execute. Please try again.',
      'Le captcha n’a pas pu s’exécuter. Veuillez réessayer.',
    ],
    [
      'Google failing',
      { 'g-recaptcha-response': 'good' },
      () => new Response('busy', { status: 503 }),
      'The captcha failed to execute. Please try again.',
      'Le captcha n’a pas pu s’exécuter. Veuillez réessayer.',
    ],
    [
      'Google unreachable',
      { 'g-recaptcha-response': 'good' },
      () => Promise.reject(new TypeError('network down')),
      'The captcha failed to execute. Please try again.',
      'Le captcha n’a pas pu s’exécuter. Veuillez réessayer.',
    ],
  ])('refuses %s with 400 and the generic message, storing nothing', async (_case, extra, answer, english, french) => {
    fakeSiteverify(answer);
    for (const [locale, expected] of [
      ['en', english],
      ['fr', french],
    ] as const) {
      const values = validContact();
      const result = await contactAction(contactForm({ ...values, ...extra }), servicesWith(keys, locale));
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({ ok: false, code: 'captcha', fields: { captcha: expected }, values });
      expect(await storedContact(values.email)).toEqual([]);
    }
  });

  it('is not asked for when only one key is set', async () => {
    const calls = fakeSiteverify(() => Response.json({ success: false }));
    const result = await contactAction(
      contactForm(validContact()),
      servicesWith({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: undefined }),
    );
    expect(result.status).toBe(200);
    expect(calls).toEqual([]);
  });

  it('gives the page the site key only when both keys are set', async () => {
    const loaderServices = (settings: Partial<Settings> | undefined): LoaderServices =>
      ({
        locale: 'en',
        user: null,
        content: { contact: () => Promise.resolve({}) } as unknown as ContentClient,
        origin: 'http://127.0.0.1:8787',
        onError: () => undefined,
        // Without overrides: the local settings, which configure no captcha.
        settings: { ...readSettings(env), ...(settings ?? {}) },
      }) as unknown as LoaderServices;
    const load = (settings: Partial<Settings> | undefined) =>
      formLoaders.contact!(
        { url: new URL('http://x/contact'), params: {} },
        loaderServices(settings),
      ) as Promise<ContactPageData>;
    expect((await load(keys)).captchaSiteKey).toBe('site-key');
    expect((await load({ RECAPTCHA_SECRET: undefined, RECAPTCHA_SITE_KEY: 'site-key' })).captchaSiteKey).toBeNull();
    expect((await load(undefined)).captchaSiteKey).toBeNull();
  });
});

describe('contact page', () => {
  it('renders the form without a captcha on the local stack', async () => {
    const response = await request('/contact', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Contact us');
    // (React writes some attribute names in camel case; HTML reads them case-insensitively.)
    expect(html).toMatch(/<form[^>]*novalidate[^>]*method="post"/i);
    expect(html).toMatch(/autocomplete="email"/i);
    expect(html).toMatch(/autocomplete="given-name"/i);
    expect(html).not.toContain('recaptcha/api.js');
    expect(html).not.toContain('g-recaptcha-response');
  });

  it.each<[Locale, boolean]>([
    ['en', false],
    ['fr', true],
    ['combined', true],
  ])('gives the contact details in %s (French e-mail: %s)', async (locale, french) => {
    const response = await loaderData<{ details: Record<string, unknown>; captchaSiteKey: null }>(
      'contact',
      '/contact',
      cookieOf(locale),
    );
    expect(response.status).toBe(200);
    const data = response.json;
    expect(data.captchaSiteKey).toBeNull();
    expect(data.details.emails).toEqual([
      'info@conservation-tutorials.example.org',
      'presenters@conservation-tutorials.example.org',
    ]);
    if (french) {
      // French and combined modes read the French variants first (as the footer does).
      expect(data.details.telephone).toEqual({ label: '+221 33 555 0100', href: 'tel:+221335550100' });
      expect(data.details.frenchEmail).toBe('bonjour@conservation-tutorials.example.org');
      expect(data.details.whatsapp).toEqual({ label: '221771234567', href: 'https://wa.me/221771234567' });
    } else {
      expect(data.details.telephone).toEqual({ label: '+27 21 555 0100', href: 'tel:+27215550100' });
      expect(data.details).not.toHaveProperty('frenchEmail');
      expect(data.details.whatsapp).toEqual({ label: '082 123 4567', href: 'https://wa.me/27821234567' });
    }
  });
});

describe('newsletter action', () => {
  const subscriber = async (email: string) =>
    db.get(`newsletterSubscribers/${await sha256Hex(email.trim().toLowerCase())}`);

  it('stores a subscriber once, by the hash of the address, and answers a second sign-up the same way', async () => {
    const email = `Reader.${unique()}@Example.org`;
    const first = await post('newsletter', contactForm({ email }), { locale: 'fr' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ok: true,
      form: 'newsletter',
      message: 'Merci de votre inscription\u00a0! Notre prochaine lettre d’information vous parviendra par e-mail.',
    });
    const stored = await subscriber(email);
    expect(stored?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.data).toMatchObject({ email, locale: 'fr', source: 'home' });
    expect(stored?.data.consentAt).toBeInstanceOf(Date);
    const firstUpdate = stored?.updateTime;

    // The same address in other case and with spaces: the same subscriber, unchanged, and an
    // answer that does not tell whether the address was subscribed before.
    const second = await post('newsletter', contactForm({ email: `  ${email.toLowerCase()} ` }), { locale: 'fr' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const after = await subscriber(email);
    expect(after?.updateTime).toBe(firstUpdate);
    expect(after?.data.locale).toBe('fr');
  });

  it('accepts 10 sign-ups per client address in ten minutes and answers more with 429, storing nothing', async () => {
    const ip = freshIp();
    const emails = Array.from({ length: 30 }, (_, index) => `burst.${index}.${unique()}@example.org`);
    const answers = await Promise.all(emails.map((email) => post('newsletter', contactForm({ email }), { ip })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({ ok: false, form: 'newsletter', code: 'rateLimited' });
    expect(refused?.body.message).toMatch(/^Many sign-ups have come from your connection in a short time\./);
    const french = await post('newsletter', contactForm({ email: `late.${unique()}@example.org` }), {
      ip,
      locale: 'fr',
    });
    expect(french.status).toBe(429);
    expect(french.body.message).toMatch(/^De nombreuses inscriptions sont venues de votre connexion/);
    const stored = await Promise.all(emails.map((email) => subscriber(email)));
    expect(stored.map((item) => item !== null)).toEqual(answers.map((answer) => answer.status === 200));
    // Another client is not held back.
    expect((await post('newsletter', contactForm({ email: `other.${unique()}@example.org` }))).status).toBe(200);
  });

  it('counts the 12 addresses of one IPv6 /64 as one client: 10 sign-ups, then 429', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses: number[] = [];
    for (let index = 1; index <= 12; index += 1) {
      // Each its own address within the /64, as a phone's privacy addresses are.
      const ip = `${network}:${index.toString(16)}:${crypto.randomUUID().slice(0, 4)}::${index}`;
      const email = `v6.${index}.${unique()}@example.org`;
      statuses.push((await post('newsletter', contactForm({ email }), { ip })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    // Another /64 is another client.
    const other = await post('newsletter', contactForm({ email: `v6.other.${unique()}@example.org` }), {
      ip: `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1`,
    });
    expect(other.status).toBe(200);
  });

  it('stores the language of consent (combined reads French)', async () => {
    const email = `combined.${unique()}@example.org`;
    expect((await post('newsletter', contactForm({ email }), { locale: 'combined' })).status).toBe(200);
    expect((await subscriber(email))?.data.locale).toBe('fr');
  });

  it.each<[string, FormData, string, string]>([
    ['no address', new FormData(), 'Please enter your e-mail address.', 'Veuillez saisir votre adresse e-mail.'],
    [
      'an invalid address',
      contactForm({ email: 'reader@' }),
      'Please enter a valid e-mail address, for example name@example.org.',
      'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.org.',
    ],
  ])('refuses %s with 400 in en and fr', async (_case, form, english, french) => {
    const en = await post('newsletter', form, { locale: 'en' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ ok: false, form: 'newsletter', code: 'invalid', fields: { email: english } });
    const fr = await post('newsletter', form, { locale: 'fr' });
    expect(fr.status).toBe(400);
    expect((fr.body.fields as Record<string, string>).email).toBe(french);
  });

  it('works as a plain form post to the home page', async () => {
    const email = `plain.${unique()}@example.org`;
    const response = await request('/?index', {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: cookieOf('en'),
      },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expect((await subscriber(email))?.data.email).toBe(email);
  });

  it('answers 503 when Firestore cannot be reached', async () => {
    const result = await newsletterAction(
      contactForm({ email: 'reader@example.org' }),
      servicesWith(unreachableFirestore(), 'fr'),
    );
    expect(result.status).toBe(503);
    expect((result.data as NewsletterAnswer).message).toBe(
      'Votre inscription n’a pas pu être enregistrée pour le moment. Veuillez réessayer dans quelques minutes.',
    );
  });
});
