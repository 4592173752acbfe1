// What each page ships to the browser on a first load: the gzipped JavaScript (the entry and its
// imports, and every matched route module with its imports: what React Router modulepreloads, plus
// the route manifest the hydration script imports), the CSS, and the UI strings (JSON) of the
// page's namespaces, read from React Router's build manifest.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../emulators/process-group';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface BrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageWeight {
  jsGzipBytes: number;
  cssGzipBytes: number;
  stringsGzipBytes: number;
  files: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** React Router's browser manifest (`assets/manifest-<hash>.js`) of the build in `clientDir`. */
export function readBrowserManifest(clientDir: string): { manifest: BrowserManifest; file: string } {
  const name = readdirSync(path.join(clientDir, 'assets')).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${clientDir}/assets: run npm run build`);
  const text = readFileSync(path.join(clientDir, 'assets', name), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as BrowserManifest;
  return { manifest, file: `/assets/${name}` };
}

/** Gzipped bytes of a first load of the page whose route module has id `routeId`. */
export function pageWeight(clientDir: string, routeId: string, namespaces: readonly string[]): PageWeight {
  const { manifest, file } = readBrowserManifest(clientDir);
  const js = new Set<string>([file, manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>();
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    js.add(route.module);
    for (const imported of route.imports ?? []) js.add(imported);
    for (const sheet of route.css ?? []) css.add(sheet);
  }
  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, name) => total + gzipSize(path.join(clientDir, name)), 0);
  // The strings of the English page (built as byte copies of the sources; French weighs about the same).
  const strings = ['common', 'content', ...namespaces].map((namespace) =>
    path.join(repoRoot, 'shared', 'i18n', 'locales', 'en', `${namespace}.json`),
  );
  return {
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
    stringsGzipBytes: strings.reduce((total, file) => total + gzipSize(file), 0),
    files: js.size,
  };
}

export interface LinkedWeight {
  /** The page's HTML, gzip -9. */
  htmlGzipBytes: number;
  /** Stylesheets linked in the head (they block the first paint). */
  headCssGzipBytes: number;
  /** Stylesheets linked in the body (each holds back only the content after it). */
  bodyCssGzipBytes: number;
  sheets: number;
}

/**
 * What a page as served links: its HTML (fetched with a phone browser's user agent and no
 * compression, then gzipped here) and the stylesheets its `<link rel="stylesheet">` tags name,
 * read from the build in `clientDir`, split into those of the head and those of the body.
 */
export async function linkedWeight(url: string, clientDir: string, userAgent: string): Promise<LinkedWeight> {
  const response = await fetch(url, { headers: { accept: 'text/html', 'user-agent': userAgent } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const headEnd = html.indexOf('</head>');
  let head = 0;
  let body = 0;
  let sheets = 0;
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/')) continue;
    const size = gzipSize(path.join(clientDir, href.split('?')[0]!));
    sheets += 1;
    if (match.index < headEnd) head += size;
    else body += size;
  }
  return {
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    headCssGzipBytes: head,
    bodyCssGzipBytes: body,
    sheets,
  };
}
