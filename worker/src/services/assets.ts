/**
 * The browser bundle's files for a page, read once per isolate from the build manifest (served by
 * the assets binding), so every page links the hashed entry, its CSS and its imports.
 */
import type { DocumentAssets } from '../../../web/src/document';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'src/entry.client.tsx';
let cached: Promise<DocumentAssets> | null = null;

function collect(manifest: Manifest, key: string, seen: Set<string>, modules: string[], css: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  modules.push(`/${chunk.file}`);
  for (const file of chunk.css ?? []) css.push(`/${file}`);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, modules, css);
}

/** Reads the manifest; a missing build is a deployment error worth a clear message. */
export function pageAssets(assetsBinding: Fetcher): Promise<DocumentAssets> {
  cached ??= (async () => {
    const response = await assetsBinding.fetch('https://assets.local/manifest.json');
    if (!response.ok) throw new Error('The web bundle is missing: run `npm run build` before starting the Worker');
    const manifest = (await response.json()) as Manifest;
    const modules: string[] = [];
    const stylesheets: string[] = [];
    collect(manifest, ENTRY, new Set(), modules, stylesheets);
    const [entry, ...modulePreloads] = modules;
    if (!entry) throw new Error(`The build manifest has no ${ENTRY}`);
    return { entry, modulePreloads, stylesheets };
  })().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
