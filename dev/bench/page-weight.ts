// What a page as served links: its HTML and the stylesheets it names, gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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
