// Every route action of the page layer (issue #23.3), found in the server build's route table so a
// new one is checked without being listed: a post that is not a form is refused with 415 and a
// form that cannot be read with 400, on the page address and its `.data`, signed out and signed
// in, with a message in the reader's language (a page for a browser, the API's error otherwise),
// never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { request } from './helpers';
import { signedInMember } from './accounts';
import { actionAddresses, actionRoutes, routeEntriesOfBuild, type ActionRoute } from './fuzz/actions';

const MESSAGES = {
  415: {
    en: 'The form must be sent from its page on this site. Open the page again and send the form from there.',
    fr: 'Le formulaire doit être envoyé depuis sa page sur ce site. Rouvrez la page et envoyez-le depuis celle-ci.',
  },
  400: {
    en: 'The form could not be read. Open the page again and send it once more.',
    fr: 'Le formulaire n’a pas pu être lu. Rouvrez la page et envoyez-le de nouveau.',
  },
} as const;

/** Bodies no browser form sends, and what each must answer. */
const BAD_BODIES: { label: string; type?: string; body: BodyInit; status: 415 | 400 }[] = [
  {
    label: 'JSON',
    type: 'application/json',
    body: '{"intent":"add","list":"watchlist","id":"presentation-1"}',
    status: 415,
  },
  { label: 'text', type: 'text/plain', body: 'intent=add', status: 415 },
  { label: 'XML', type: 'application/xml', body: '<a/>', status: 415 },
  { label: 'no type', body: new TextEncoder().encode('intent=add'), status: 415 },
  { label: 'a form type with junk', type: 'application/x-www-form-urlencodedx', body: 'a=b', status: 415 },
  { label: 'multipart without boundary', type: 'multipart/form-data', body: 'intent=add', status: 400 },
  {
    label: 'multipart cut short',
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-da',
    status: 400,
  },
];

let routes: ActionRoute[] = [];
let memberCookie = '';

beforeAll(async () => {
  const build = await import('virtual:react-router/server-build');
  routes = actionRoutes(routeEntriesOfBuild(build.routes));
  memberCookie = (await signedInMember('user', 'Form Tester')).cookie;
}, 60_000);

const addresses = () =>
  routes.flatMap((route) => {
    const { page, data } = actionAddresses(route, () => 'presentation-1');
    return [page, data];
  });

describe('route actions: only forms (#23.3)', () => {
  it('finds every action of the route table, the member actions and the sign-in forms among them', () => {
    expect(routes.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'routes/member-action',
        'routes/login',
        'routes/signup',
        'routes/forgot',
        'routes/resend-verification',
        'routes/contact',
        'routes/home',
        'routes/logout',
        'routes/introductions',
        'routes/introduction-link',
      ]),
    );
    expect(addresses()).toEqual(
      expect.arrayContaining(['/account/actions', '/account/actions.data', '/?index', '/_.data?index']),
    );
  });

  it('answers a post that is not a form 415, and a form that cannot be read 400, in the reader’s language', async () => {
    // Every address with every bad body; the reader (language, signed in or not, page or data)
    // turns with each request, so each address meets each of them.
    const readers = (['en', 'fr'] as const).flatMap((locale) =>
      [false, true].flatMap((member) =>
        ['application/json', 'text/html'].map((accept) => ({ locale, member, accept })),
      ),
    );
    const cases = addresses().flatMap((address, at) =>
      BAD_BODIES.map((bad, index) => ({ address, bad, reader: readers[(at + index) % readers.length]! })),
    );
    const failures: string[] = [];
    const check = async ({ address, bad, reader }: (typeof cases)[number]) => {
      const cookie = [reader.locale === 'fr' ? 'i18n_redirected=fr' : '', reader.member ? memberCookie : '']
        .filter(Boolean)
        .join('; ');
      const response = await request(address, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          accept: reader.accept,
          'sec-fetch-site': 'same-origin',
          ...(bad.type ? { 'content-type': bad.type } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: bad.body,
      });
      const text = await response.text();
      const what = `${address} ${bad.label} ${reader.locale}${reader.member ? ' member' : ''} ${reader.accept}`;
      const message = MESSAGES[bad.status][reader.locale];
      if (response.status !== bad.status) {
        failures.push(`${what}: ${response.status} ${text.slice(0, 120)}`);
      } else if (reader.accept === 'application/json') {
        let error: { message?: string } | undefined;
        try {
          error = (JSON.parse(text) as { error?: { message?: string } }).error;
        } catch {
          // Not the API's error shape: reported below.
        }
        if (error?.message !== message) failures.push(`${what}: not the error with its message: ${text.slice(0, 120)}`);
      } else if (!text.includes(message) || !text.includes(`lang="${reader.locale}"`)) {
        failures.push(`${what}: page without the message: ${text.slice(0, 200)}`);
      }
    };
    for (let start = 0; start < cases.length; start += 8) await Promise.all(cases.slice(start, start + 8).map(check));
    expect(cases.length).toBeGreaterThanOrEqual(10 * 2 * BAD_BODIES.length);
    expect(failures).toEqual([]);
  });

  it('still takes a real form post (the sign-in form answers its own 400 for missing fields)', async () => {
    const response = await request('/login.data', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=',
    });
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});
