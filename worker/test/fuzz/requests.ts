// Bad requests, generated (fast-check): every /api route and every form action, with wrong
// types, huge and unicode strings, deep and malformed JSON, wrong content types, prototype names,
// path traversal and long addresses. Used by worker/test/fuzz.test.ts (npm test) and
// dev/bench/fuzz.ts (npm run bench, more requests against the built Worker). Pure: no I/O.
import fc from 'fast-check';

export type Role = 'visitor' | 'user' | 'presenter' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'user', 'presenter', 'admin'];

export interface FuzzRequest {
  role: Role;
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What was generated, for the failure message. */
  label: string;
}

/** Ids a test may put in front of the generator (e.g. a real connection request of the member). */
export interface FuzzContext {
  knownIds: readonly string[];
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];
const TRAVERSAL = ['..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2F', '.', '%00', '%', '%zz', '..\\..\\windows'];
const FIELDS = [
  'idToken',
  'firstName',
  'lastName',
  'telephone',
  'accountType',
  'acceptTerms',
  'presenterId',
  'status',
  'version',
  'text',
  'items',
  'handled',
  'name',
  'surname',
  'email',
  'password',
  'country',
  'categoryIds',
  'imageKey',
  'summary',
  'bio',
  'message',
  'cellphone',
  ...PROTOTYPE_NAMES,
];

/** `text` without lone surrogates, which no URL or header can carry. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const encode = (text: string) => encodeURIComponent(wellFormed(text));

/** Strings a person or an attacker might send: short, unicode, huge, prototype names, traversal. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...PROTOTYPE_NAMES, ...TRAVERSAL, '', ' ', '\u0000', '\uFFFF', '😀'.repeat(50)),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((size) => 'é'.repeat(size)) },
);

/** A path segment (URL-encoded unless it is one of the raw traversal forms). */
const segment = (context: FuzzContext) =>
  fc.oneof(
    { weight: 2, arbitrary: text.map((value) => encode(value.slice(0, 300)) || 'x') },
    { weight: 1, arbitrary: fc.constantFrom(...TRAVERSAL, ...PROTOTYPE_NAMES) },
    {
      weight: 1,
      arbitrary: context.knownIds.length > 0 ? fc.constantFrom(...context.knownIds) : fc.constant('presentation-1'),
    },
  );

/** Any JSON value, deep ones included. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, fc.jsonValue({ maxDepth: 3 })), { maxKeys: 8 }),
);

/** A body as sent: JSON (valid or not), a form, or anything else. */
const body = fc.oneof(
  { weight: 4, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? 'null') },
  // Deep JSON, written out (a parser that recurses would overflow on it).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 10, max: 20_000 }), fc.boolean())
      .map(([depth, arrays]) =>
        arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"presenterId":'.repeat(depth) + '1' + '}'.repeat(depth),
      ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{',
      '{"presenterId":',
      '[1,2',
      '{"a":1}}',
      'null',
      '"text"',
      '\uFEFF{}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 8 })
      .map((fields) =>
        new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, wellFormed(value)])).toString(),
      ),
  },
  { weight: 1, arbitrary: text },
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 300_000 }).map((size) => 'x'.repeat(size)) },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  'application/vnd.api+json',
  '',
  'garbage/;;;',
);

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, 'view', 'scope', 'sort', 'size', 'after', 'q'), text), text), {
    maxLength: 6,
  })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(wellFormed(key), wellFormed(value.slice(0, 500)));
    const string = params.toString();
    return string ? `?${string}` : '';
  });

/** Every route and form action of the Worker, with its method; `:id` and `*` take generated segments. */
const ROUTES: readonly [string, string][] = [
  ['POST', '/api/session'],
  ['DELETE', '/api/session'],
  ['POST', '/api/users'],
  ['GET', '/api/me'],
  ['PATCH', '/api/me'],
  ['GET', '/api/watchlist'],
  ['PUT', '/api/watchlist/:id'],
  ['DELETE', '/api/watchlist/:id'],
  ['GET', '/api/readlist'],
  ['PUT', '/api/readlist/:id'],
  ['DELETE', '/api/readlist/:id'],
  ['GET', '/api/presenter-profile'],
  ['PUT', '/api/presenter-profile'],
  ['POST', '/api/presenter-profile/image'],
  ['GET', '/api/connections'],
  ['POST', '/api/connections'],
  ['POST', '/api/connections/:id/cancel'],
  ['POST', '/api/connections/:id/withdraw'],
  ['GET', '/api/introductions'],
  ['POST', '/api/introductions/:id/answer'],
  ['GET', '/api/introductions/link/:id'],
  ['POST', '/api/introductions/link/:id/answer'],
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/connections'],
  ['GET', '/api/admin/connections/counts'],
  ['GET', '/api/admin/connections/export.csv'],
  ['GET', '/api/admin/connections/:id'],
  ['POST', '/api/admin/connections/:id/status'],
  ['POST', '/api/admin/connections/:id/notes'],
  ['POST', '/api/admin/connections/bulk-status'],
  ['POST', '/api/admin/connections/:id/assign'],
  ['GET', '/api/admin/connections/report'],
  ['GET', '/api/admin/connections/report.csv'],
  ['GET', '/api/admin/mail'],
  ['POST', '/api/admin/mail/:id/retry'],
  ['GET', '/api/admin/mail/templates'],
  ['GET', '/api/admin/presenters'],
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages/:id/handled'],
  ['GET', '/api/admin/analytics/page-views'],
  ['GET', '/media/*'],
  ['GET', '/api/*'],
  ['POST', '/contact'],
  ['POST', '/contact.data'],
  ['POST', '/?index'],
  ['POST', '/_.data?index'],
  ['POST', '/login'],
  ['POST', '/signup'],
  ['POST', '/forgot'],
  ['POST', '/resend-email-verification'],
  ['POST', '/*'],
  ['GET', '/*'],
];

/** `arbitrary` one time in `every`, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** One generated request. */
export function fuzzRequest(context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      route: fc.constantFrom(...ROUTES),
      method: sometimes(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'), 8),
      segments: fc.array(segment(context), { minLength: 1, maxLength: 4 }),
      query,
      long: sometimes(fc.integer({ min: 2_000, max: 9_000 }), 15),
      body: fc.option(body, { freq: 6 }),
      contentType: fc.option(contentType, { freq: 6 }),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
      language: sometimes(fc.oneof(text, fc.constantFrom('fr', 'fr-CA,fr;q=0.9', 'xx', '*;q=0')), 3),
      bearer: sometimes(text, 8),
    })
    .map((generated) => {
      const [routeMethod, template] = generated.route;
      let index = 0;
      const next = () => generated.segments[index++ % generated.segments.length] ?? 'x';
      let path = template.replace(':id', () => next());
      if (path.endsWith('/*')) path = `${path.slice(0, -1)}${generated.segments.join('/')}`;
      if (generated.long !== null) path += `${path.includes('?') ? '&' : '?'}pad=${'a'.repeat(generated.long)}`;
      else if (generated.query) path += path.includes('?') ? `&${generated.query.slice(1)}` : generated.query;
      const method = generated.method ?? routeMethod;
      const headers: Record<string, string> = {};
      if (generated.accept) headers.accept = generated.accept;
      if (generated.contentType !== null) headers['content-type'] = generated.contentType;
      // Header values as HTTP carries them: no control characters (a client cannot send those).
      if (generated.language !== null)
        headers['accept-language'] = encodeURI(wellFormed(generated.language.slice(0, 200)));
      if (generated.bearer !== null) headers.authorization = `Bearer ${encode(generated.bearer.slice(0, 2000))}`;
      const sendsBody = method !== 'GET' && method !== 'HEAD' && generated.body !== null;
      const request: FuzzRequest = {
        role: generated.role,
        method,
        path,
        headers,
        label: `${generated.role} ${method} ${path.slice(0, 120)}${path.length > 120 ? '…' : ''}`,
      };
      if (sendsBody && generated.body !== null) {
        request.body = generated.body;
        request.label += ` [${headers['content-type'] ?? 'no type'}] ${generated.body.slice(0, 80)}`;
      }
      return request;
    });
}

/** True for a request that asks to change something (the others must change nothing anyway). */
export const isWrite = (request: FuzzRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
