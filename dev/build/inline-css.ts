/**
 * The pages' stylesheets, inlined (issue #31, decision 0022): `virtual:cta/inline-css` gives the
 * text of every stylesheet of the browser build by its address (`/assets/root-….css`), so the
 * server writes a page's CSS into its head instead of linking it. On 3G a linked sheet costs its
 * own round trips before the first paint; inlined, the first screen needs the document alone.
 *
 * React Router builds the browser bundle first (`<build>/client`, emptied before), then the
 * Worker (`<build>/server`): the Worker's build reads the sheets the browser build wrote. In
 * `vite dev` and the tests that build from source the map is empty and pages link their sheets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:cta/inline-css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The stylesheets of the browser build beside `serverOutDir`, by address. */
export function builtSheets(serverOutDir: string): Record<string, string> {
  const assets = path.join(path.dirname(serverOutDir), 'client', 'assets');
  if (!existsSync(assets)) throw new Error(`inline-css: no browser build in ${assets} before the Worker's build`);
  const sheets: Record<string, string> = {};
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
    const text = readFileSync(path.join(assets, file), 'utf8');
    // A sheet that could close the element it is written into stays a link.
    if (!/<\/style/i.test(text)) sheets[`/assets/${file}`] = text;
  }
  if (Object.keys(sheets).length === 0) throw new Error(`inline-css: no stylesheet in ${assets}`);
  return sheets;
}

export function inlineCss(): Plugin {
  let serve = false;
  return {
    name: 'cta:inline-css',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // CTA_INLINE_CSS=off: every sheet linked, as before (to measure one against the other).
      if (serve || !this.environment || this.environment.name === 'client' || process.env.CTA_INLINE_CSS === 'off')
        return 'export default {};';
      const { root, build } = this.environment.config;
      return `export default ${JSON.stringify(builtSheets(path.resolve(root, build.outDir)))};`;
    },
  };
}
