// Bad requests, generated (fast-check): every /api route and every route action of the page
// layer (found in the route table, worker/test/fuzz/actions.ts, page and `.data`), with wrong
// types, huge and unicode strings, deep and malformed JSON, wrong content types, multipart bodies
// of thousands of parts, header floods, percent-encoding and Unicode tricks (overlong and double
// encodings, %2F, %00, bidi and zero-width characters, fullwidth solidus, dots), TRACE and other
// odd methods, prototype names, path traversal and long addresses. Used by
// worker/test/fuzz.test.ts (npm test) and dev/bench/fuzz.ts (npm run bench, more requests against
// the built Worker). Pure: no I/O.
import fc from 'fast-check';
import { actionAddresses, type ActionRoute } from './actions';

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
  /** The route template it was made from ("POST /introductions/:token.data"). */
  route: string;
}

/** What the caller knows: ids to put in front of the generator, the route actions, more methods. */
export interface FuzzContext {
  /** Real ids (e.g. a connection request of the member). */
  knownIds: readonly string[];
  /** Every route action of the page layer (actionRoutes of the route table). */
  actions: readonly ActionRoute[];
  /**
   * Methods the client can send beyond those workerd's Request knows (over a socket, any token
   * is a method): the bench adds some.
   */
  extraMethods?: readonly string[];
}

/** Methods no route takes that workerd's Request carries: TRACE first. */
export const ODD_METHODS = [
  'TRACE',
  'PURGE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'SEARCH',
  'REPORT',
];

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];
const TRAVERSAL = ['..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2F', '.', '%00', '%', '%zz', '..\\..\\windows'];
/**
 * Pieces of addresses that decoders and normalisers read differently: encoded and double-encoded
 * separators and dots, overlong UTF-8, lone and invalid bytes, bidi and zero-width characters,
 * look-alike slashes and dots, combining and case-folding characters.
 */
const ENCODING_TRICKS = [
  '%2F',
  '%2f',
  '%5C',
  '%00',
  '%0d%0a',
  '%09',
  '%2e',
  '%2e%2e',
  '.%2E',
  '%252e%252e%252f',
  '%252F',
  '%25',
  '%25%32%66',
  '%C0%AE',
  '%C0%AF',
  '%E0%80%AE',
  '%F0%80%80%AF',
  '%c0%2e',
  '%e9',
  '%ff%fe',
  '%uFF0F',
  '%F4%90%80%80',
  '%ED%A0%80',
  '.',
  '..',
  '...',
  '\uFF0E\uFF0E',
  '\uFF0F',
  '%EF%BC%8F',
  '\uFF3C',
  '\u2215',
  '\uFE68',
  '\u2044',
  '\u202E',
  '\u2066',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '%E2%80%AE',
  'e\u0301',
  '\uFB01',
  '\u0130',
  '\u212A',
];
/** Return addresses that try to leave the site (issue #23.1). */
const REDIRECT_TRICKS = [
  '/.//evil.example',
  '/..//evil.example',
  '%2F.%2F%2Fevil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '\uFF0F\uFF0Fevil.example',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '/x/../..//evil.example',
  'javascript:alert(1)',
];
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

/** One to four encoding tricks, joined, sometimes around a word. */
const trick = fc
  .tuple(fc.array(fc.constantFrom(...ENCODING_TRICKS), { minLength: 1, maxLength: 4 }), fc.constantFrom('', 'x', 'etc'))
  .map(([pieces, word]) => pieces.join('') + word);

/** A path segment (URL-encoded unless it is one of the raw traversal or encoding forms). */
const segment = (context: FuzzContext) =>
  fc.oneof(
    { weight: 2, arbitrary: text.map((value) => encode(value.slice(0, 300)) || 'x') },
    { weight: 1, arbitrary: fc.constantFrom(...TRAVERSAL, ...PROTOTYPE_NAMES) },
    { weight: 2, arbitrary: trick },
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

/** A multipart body of `parts` parts (thousands), well formed or cut short, with its own type. */
const multipart = fc
  .record({
    parts: fc.integer({ min: 1_000, max: 4_000 }),
    boundary: fc.constantFrom('b', 'x'.repeat(70), '----WebKitFormBoundary7MA4YWxkTrZu0gW', '"quoted"'),
    name: fc.constantFrom(...FIELDS, '', 'a"b', 'files[]'),
    file: fc.boolean(),
    ends: fc.boolean(),
    typed: fc.constantFrom('match', 'other', 'none'),
  })
  .map(({ parts, boundary, name, file, ends, typed }) => {
    const bare = boundary.replaceAll('"', '');
    const disposition = file ? `; filename="${name || 'x'}.png"\r\nContent-Type: image/png` : '';
    const part = `--${bare}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n\r\nv\r\n`;
    const body = part.repeat(parts) + (ends ? `--${bare}--\r\n` : '');
    const type =
      typed === 'match'
        ? `multipart/form-data; boundary=${boundary}`
        : typed === 'other'
          ? 'multipart/form-data; boundary=other'
          : 'multipart/form-data';
    return { body, type };
  });

/** A form of thousands of fields (urlencoded), with its type. */
const manyFields = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom(...FIELDS, 'a', '__proto__[x]', 'a[]'))
  .map(([count, name]) => ({
    body: `${encodeURIComponent(name)}=1&`.repeat(count),
    type: 'application/x-www-form-urlencoded',
  }));

/** A body as sent: JSON (valid or not), a form, or anything else. */
const plainBody = fc.oneof(
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

/** A body and, for the shapes that need one, its own content type. */
const body: fc.Arbitrary<{ body: string; type?: string }> = fc.oneof(
  { weight: 10, arbitrary: plainBody.map((value) => ({ body: value })) },
  { weight: 2, arbitrary: multipart },
  { weight: 1, arbitrary: manyFields },
);

/** Header floods: hundreds of headers, or one huge one (a cookie, a language list, an agent...). */
const headerFlood: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 50, max: 400 }), fc.constantFrom('x-fuzz', 'x-forwarded-for', 'accept'))
    .map(([count, name]) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`${name}-${index}`, `v${index}`.repeat(8)])),
    ),
  fc
    .tuple(
      fc.constantFrom(
        'cookie',
        'accept-language',
        'user-agent',
        'referer',
        'x-forwarded-for',
        'content-type',
        'accept',
      ),
      fc.integer({ min: 4_000, max: 48_000 }),
      fc.constantFrom('a', 'fr;q=0.9,', 'x=1; ', '1.2.3.4, ', '%C0%AE', 'é'),
    )
    .map(([name, size, unit]) => ({
      [name]: encodeURI(unit)
        .repeat(Math.ceil(size / encodeURI(unit).length))
        .slice(0, size),
    })),
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
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...FIELDS, 'view', 'scope', 'sort', 'size', 'after', 'q', 'redirect', 'back', 't'),
        text,
      ),
      fc.oneof(text, trick, fc.constantFrom(...REDIRECT_TRICKS)),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(wellFormed(key), wellFormed(value.slice(0, 500)));
    const string = params.toString();
    return string ? `?${string}` : '';
  });

/**
 * Every route of the Worker's own, with its method; `:id` and `*` take generated segments. The
 * page layer's route actions come from the route table (FuzzContext.actions).
 */
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
  ['GET', '/api/admin/analytics/rung-choices'],
  ['POST', '/api/page-views'],
  ['POST', '/api/rung-choices'],
  ['GET', '/media/*'],
  ['GET', '/api/*'],
  ['POST', '/*'],
  ['GET', '/*'],
  ['GET', '/login'],
];

/** The route actions' posts (page and `.data`), their `:params` left for generated segments. */
export function actionTemplates(actions: readonly ActionRoute[]): [string, string][] {
  return actions.flatMap((action) => {
    const { page, data } = actionAddresses(action, (name) => `:${name === '*' ? 'splat' : name}`);
    return [
      ['POST', page],
      ['POST', data],
    ] as [string, string][];
  });
}

/** `arbitrary` one time in `every`, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** One generated request. */
export function fuzzRequest(context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const actions = actionTemplates(context.actions);
  if (actions.length === 0) throw new Error('fuzzRequest: no route actions given (FuzzContext.actions)');
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      // The page layer's actions weigh as much as the Worker's own routes (they are fewer).
      route: fc.oneof(fc.constantFrom(...ROUTES), fc.constantFrom(...actions)),
      method: sometimes(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
          { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS, ...(context.extraMethods ?? [])) },
        ),
        6,
      ),
      segments: fc.array(segment(context), { minLength: 1, maxLength: 4 }),
      query,
      long: sometimes(fc.integer({ min: 2_000, max: 9_000 }), 15),
      body: fc.option(body, { freq: 6 }),
      contentType: fc.option(contentType, { freq: 6 }),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
      language: sometimes(fc.oneof(text, fc.constantFrom('fr', 'fr-CA,fr;q=0.9', 'xx', '*;q=0')), 3),
      bearer: sometimes(text, 8),
      flood: sometimes(headerFlood, 12),
      // A body shape with a type of its own (multipart) is sent with another type one time in four.
      retype: fc.boolean().chain((flip) => (flip ? fc.boolean() : fc.constant(false))),
    })
    .map((generated) => {
      const [routeMethod, template] = generated.route;
      let index = 0;
      const next = () => generated.segments[index++ % generated.segments.length] ?? 'x';
      let path = template.replace(/:\w+/g, () => next());
      if (path.endsWith('/*')) path = `${path.slice(0, -1)}${generated.segments.join('/')}`;
      if (generated.long !== null) path += `${path.includes('?') ? '&' : '?'}pad=${'a'.repeat(generated.long)}`;
      else if (generated.query) path += path.includes('?') ? `&${generated.query.slice(1)}` : generated.query;
      const method = generated.method ?? routeMethod;
      const headers: Record<string, string> = { ...generated.flood };
      if (generated.accept) headers.accept = generated.accept;
      const own = generated.retype ? undefined : generated.body?.type;
      const type = own ?? generated.contentType;
      if (type !== null) headers['content-type'] = type;
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
        route: `${routeMethod} ${template}`,
      };
      if (generated.flood !== null) {
        const names = Object.keys(generated.flood);
        const size = names.reduce((sum, name) => sum + name.length + (generated.flood?.[name]?.length ?? 0), 0);
        request.label += ` {${names.length} headers, ${size} bytes: ${names[0] ?? ''}}`;
      }
      if (sendsBody && generated.body !== null) {
        request.body = generated.body.body;
        request.label += ` [${headers['content-type'] ?? 'no type'}] ${generated.body.body.slice(0, 80)}`;
      }
      return request;
    });
}

/** True for a request that asks to change something (the others must change nothing anyway). */
export const isWrite = (request: FuzzRequest) => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
