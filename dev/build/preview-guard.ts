/**
 * The local stack's last line in front of the Worker under `vite preview` (issue #23, item 9).
 * Methods no browser may send (TRACE, TRACK, CONNECT: `fetch` refuses them, so the Cloudflare
 * plugin could not pass them to the Worker and Vite answered with a stack trace), and those
 * workerd cannot parse, get a plain 405;
 * anything that still fails between the HTTP server and the Worker becomes a plain 500 page that
 * names no file, folder or line of this machine (the error is logged on the stack's console).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { homedir, tmpdir } from 'node:os';
import type { Connect, Plugin } from 'vite';
import { LANG_QUERY_PARAM, htmlLang, negotiateLocale } from '#shared/lib/locale.ts';
import { LOCALE_COOKIE } from '#shared/constants/spec.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import enCommon from '#shared/i18n/locales/en/common.json';
import frCommon from '#shared/i18n/locales/fr/common.json';

/** Methods `fetch` forbids (Fetch standard) and so the Worker can never receive. */
const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/**
 * The methods workerd's HTTP parser (kj) takes. Node's takes more (M-SEARCH, LINK, UNLINK, SOURCE,
 * BIND, MKCALENDAR...), and workerd answers those with a bare 501 "ERROR: Unrecognized request
 * method." that never reaches the Worker (issue #31): they get the 405 here instead.
 */
const WORKERD_METHODS = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'PURGE',
  'OPTIONS',
  'COPY',
  'LOCK',
  'MKCOL',
  'MOVE',
  'PROPFIND',
  'PROPPATCH',
  'SEARCH',
  'UNLOCK',
  'ACL',
  'REPORT',
  'MKACTIVITY',
  'CHECKOUT',
  'MERGE',
  'NOTIFY',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'QUERY',
]);
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function plainAnswer(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.end(`${text}\n`);
}

/** Whether a person's browser will show the answer: a navigation or a request for HTML. */
function forPerson(req: IncomingMessage): boolean {
  return req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html');
}

/** The request's language as the Worker chooses it (`lang`, the cookie, Accept-Language). */
function languageOf(req: IncomingMessage): 'en' | 'fr' {
  const url = new URL(req.url ?? '/', 'http://local');
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
  const { locale } = negotiateLocale({
    query: url.searchParams.get(LANG_QUERY_PARAM),
    cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  return htmlLang(locale);
}

/**
 * The last resort's 500 as a person sees it (issue #31: never a bare English text): the site's
 * error page in their language, the texts of worker/src/error-document.ts; scripts get the text.
 */
function serverError(req: IncomingMessage, res: ServerResponse, write: (body: string) => void) {
  const lang = languageOf(req);
  const { error, siteName } = lang === 'fr' ? frCommon : enCommon;
  res.statusCode = 500;
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('connection', 'close');
  if (!forPerson(req)) {
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    return write('Internal Server Error\n');
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  const title = escapeHtml(error.errorTitle);
  write(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${escapeHtml(siteName)}</title></head><body><main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:sans-serif" data-status="500"><h1>${title}</h1><p>${escapeHtml(error.errorText)}</p><p><a href="/">${escapeHtml(error.homeLink)}</a></p></main></body></html>`,
  );
}

/** Answers a refused method with 405 before anything else sees the request. */
const refuseMethods: Connect.NextHandleFunction = (req, res, next) => {
  const method = req.method ?? '';
  if (!REFUSED_METHODS.has(method) && WORKERD_METHODS.has(method)) return next();
  // The request's body (if any) is not read: close the connection after the answer.
  res.setHeader('connection', 'close');
  plainAnswer(res, 405, 'Method Not Allowed', { allow: ALLOWED });
};

/** A line of a V8 stack trace, or a file address. */
const STACK_LINE = /^\s+at\s.+(?:\(|\s)(?:\/|file:|node:|[A-Za-z]:\\)/m;

/**
 * Whether `text` holds a stack trace or names a folder of this machine (`folders`: the checkout,
 * the temporary and home folders).
 */
export function leaksInternals(text: string, folders: readonly string[]): boolean {
  return STACK_LINE.test(text) || text.includes('file://') || folders.some((folder) => namesFolder(text, folder));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` names `folder` as a path: the folder itself, then `/` or the end, not preceded by
 * a path's characters (the home folder `/root` is not named by the page's `/assets/root-….css`).
 */
function namesFolder(text: string, folder: string): boolean {
  return new RegExp(`(?<![\\w.-])${escapeRegExp(folder)}(?=/|$|[^\\w.-])`).test(text);
}

const MACHINE_FOLDERS = [process.cwd(), tmpdir(), homedir()].filter((folder) => folder.length > 1);

/**
 * Holds every answer of status 500 or more until its end and sends a plain 500 instead when it
 * carries a stack trace or a folder of this machine: Miniflare's own entry answers an exception
 * with `error.stack`, and its "pretty" error page with the source around each frame. The
 * Worker's own error pages pass unchanged. Also asks Miniflare for no pretty page (an uncaught
 * exception then reaches `lastResortError`).
 */
const scrubServerErrors: Connect.NextHandleFunction = (req, res, next) => {
  req.rawHeaders.push('MF-Disable-Pretty-Error', 'true');
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  let held: { status: number; headers?: OutgoingHttpHeaders } | undefined;
  // Node's own end() writes the head through writeHead: that call must pass.
  let passing = false;
  const chunks: Buffer[] = [];
  const hold = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (passing || status < 500) return writeHead(status, ...rest);
    const headers = rest.find((part) => typeof part === 'object' && part !== null) as OutgoingHttpHeaders | undefined;
    held = { status, headers };
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown) => {
    if (!held) {
      passing = true;
      return write(chunk);
    }
    hold(chunk);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (!held) {
      passing = true;
      return end(chunk);
    }
    if (typeof chunk !== 'function') hold(chunk);
    const body = Buffer.concat(chunks);
    passing = true;
    if (leaksInternals(body.toString('utf8'), MACHINE_FOLDERS)) {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      let page = '';
      serverError(req, res, (text) => (page = text));
      writeHead(500);
      return end(page);
    }
    writeHead(held.status, held.headers);
    return end(body);
  }) as typeof res.end;
  next();
};

/** An error and the chain of its causes (`fetch failed` says nothing; its cause says why). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current !== undefined && current !== null && !seen.has(current);) {
    seen.add(current);
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(`${current.name}: ${current.message}${typeof code === 'string' ? ` [${code}]` : ''}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(' <- ');
}

/** The last error handler: a plain 500 (or nothing more, if the answer had begun). */
function lastResortError(log: (message: string) => void): Connect.ErrorHandleFunction {
  // Four parameters: that is how Connect tells an error handler.
  return (error: unknown, req: IncomingMessage, res: ServerResponse, _next: Connect.NextFunction) => {
    const reason = describeError(error);
    log(`preview: ${req.method} ${req.url?.slice(0, 200)} failed before the Worker answered (${reason})`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    serverError(req, res, (text) => res.end(text));
  };
}

export function previewGuard(): Plugin {
  return {
    name: 'cta:preview-guard',
    apply: 'serve',
    // Before the Cloudflare plugin, whose handler passes every request to the Worker.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use(refuseMethods);
      server.middlewares.use(scrubServerErrors);
      // After every other middleware (Vite's own included): errors reach it, whoever threw them.
      return () => {
        server.middlewares.use(lastResortError((message) => server.config.logger.error(message)));
      };
    },
  };
}
