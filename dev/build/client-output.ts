/**
 * What the browser build keeps (issue #32, item 1): only what a page loads. React Router's
 * framework mode always builds a browser bundle, a client entry that hydrates and a chunk per
 * route, and has no setting to skip it; no page loads any of it (decision 0033: the root renders
 * no `<Scripts/>`). The build is still needed for the routes' CSS, which it extracts and names in
 * the manifest the Worker's build reads. So once both builds are done (React Router's `buildEnd`,
 * react-router.config.ts), this removes from `<client>/assets` every script of React Router's
 * bundle (the entry, route and shared chunks and the browser's route manifest) and every
 * stylesheet no route names. The pages' own modules (`/assets/js/`, dev/build/page-scripts.ts)
 * and every other file stay. `tests/e2e/client-output.spec.ts` lists what pages and the console
 * reference and fails on any other file of the build.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** The stylesheets React Router's browser manifest (`assets/manifest-<hash>.js`) names for a route. */
export function routeStylesheets(manifestSource: string): Set<string> {
  const json = manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1);
  const manifest = JSON.parse(json) as { routes: Record<string, { css?: string[] }> };
  return new Set(Object.values(manifest.routes).flatMap((route) => route.css ?? []));
}

/** The files of `<clientDir>/assets` (not its folders) that no page loads: `/assets/<name>`. */
export function unloadedFiles(clientDir: string): string[] {
  const assets = path.join(clientDir, 'assets');
  const files = readdirSync(assets).filter((name) => statSync(path.join(assets, name)).isFile());
  const manifest = files.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifest) throw new Error(`client-output: no React Router manifest in ${assets}`);
  const sheets = routeStylesheets(readFileSync(path.join(assets, manifest), 'utf8'));
  return files
    .map((name) => `/assets/${name}`)
    .filter((address) => /\.m?js(\.map)?$/.test(address) || (address.endsWith('.css') && !sheets.has(address)));
}

/** Removes what `unloadedFiles` lists; returns how many files and bytes went. */
export function dropUnloadedFiles(clientDir: string): { files: number; bytes: number } {
  let bytes = 0;
  const unloaded = unloadedFiles(clientDir);
  for (const address of unloaded) {
    const file = path.join(clientDir, address);
    bytes += statSync(file).size;
    rmSync(file);
  }
  return { files: unloaded.length, bytes };
}
