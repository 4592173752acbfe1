// What each page ships to the browser: the gzipped JavaScript and CSS of its first load, read from
// the build manifest (entry, its static imports, the route's chunk and theirs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageWeight {
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzipped bytes of the files a page with route module `routeModule` loads before it is interactive. */
export function pageWeight(
  distDir: string,
  page: string,
  routeModules: string[],
  namespaces: string[] = [],
): PageWeight {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/entry.client.tsx');
  for (const module of routeModules) visit(module);
  // The UI strings of one language: always common and content, plus the route's namespaces.
  for (const namespace of ['common', 'content', ...namespaces]) {
    const strings = Object.keys(manifest).find((key) => key.endsWith(`locales/en/${namespace}.json`));
    if (strings) visit(strings);
  }
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  for (const file of files) {
    const size = gzipSize(path.join(distDir, file));
    if (file.endsWith('.css')) cssGzipBytes += size;
    else jsGzipBytes += size;
  }
  return { page, jsGzipBytes, cssGzipBytes, files: [...files] };
}
