/**
 * The `Link` header of a page (issue #14): the stylesheets and, on full pages, the modules the
 * document will ask for (entry, route manifest, every matched route's chunks), so the browser
 * starts on them with the headers, and the edge can answer the next visitor with a 103 Early
 * Hints before the Worker has the page (Cloudflare sends hints for `preload`). Lite pages name
 * only their stylesheets: they load no script.
 */
import type { EntryContext } from 'react-router';

/** Enough for a page's chunks; a header past a few kilobytes is refused by some proxies. */
const MAX_LINKS = 48;

export function linkHeader(context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>, lite: boolean): string {
  const { manifest, staticHandlerContext } = context;
  const styles = new Set<string>();
  const modules = new Set<string>();
  if (!lite) {
    // The route manifest the hydration script imports first.
    modules.add(manifest.url);
    modules.add(manifest.entry.module);
    for (const file of manifest.entry.imports) modules.add(file);
  }
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    for (const sheet of route.css ?? []) styles.add(sheet);
    if (lite) continue;
    modules.add(route.module);
    for (const file of route.imports ?? []) modules.add(file);
  }
  return [
    ...[...styles].map((href) => `<${href}>; rel=preload; as=style`),
    ...[...modules].map((href) => `<${href}>; rel=modulepreload`),
  ]
    .slice(0, MAX_LINKS)
    .join(', ');
}
