/**
 * The pages' small scripts (web/scripts/*.ts, issue #25): each file is one browser module, bundled
 * alone (its imports inside it), minified and named by its content's digest under /assets/js/, so
 * it is cached for good and replaced when it changes. They are not React: public pages load no
 * React in the browser (docs/decisions/0033-html-first.md); a component that needs one renders
 * `<PageScript name="…" />` (web/app/components/page-script.tsx), which names it where the
 * component is (a data block the modules' loader turns into `<script type="module" src="…">` after
 * the page's load, decision 0041), so only the pages that use a script load it, and a module named
 * twice runs once.
 *
 * `virtual:cta/page-scripts` gives the address of each script: in a build the hashed file (the
 * same bytes in the Worker's build and the browser's, both made in one process), in `vite dev` and
 * the component tests the source file, which Vite serves as a module.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export const SCRIPTS_DIR = path.resolve(import.meta.dirname, '../../web/scripts');
const VIRTUAL_ID = 'virtual:cta/page-scripts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The scripts' names: the modules of web/scripts, tests and helpers (`_name.ts`) left out. */
export function scriptNames(): string[] {
  return readdirSync(SCRIPTS_DIR)
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && !file.startsWith('_'),
    )
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Where the scripts' names are written as a type (`PageScriptName`), for `<PageScript name>`. */
export const NAMES_TYPE_FILE = path.resolve(import.meta.dirname, '../../web/app/lib/page-scripts.d.ts');

/** The declaration of the virtual module, its names taken from the files of web/scripts. */
export function namesTypeSource(names = scriptNames()): string {
  const union = names.map((name) => `\n    | '${name}'`).join('');
  return `// Written by dev/build/page-scripts.ts from the files of web/scripts (\`npm run typecheck\`, every
// build and dev server): a script added or renamed there changes this type. Do not edit.
declare module 'virtual:cta/page-scripts' {
  /** The name of a script of web/scripts (its file name): what \`<PageScript name>\` takes. */
  export type PageScriptName =${union};
  /** The address of each script, by name. */
  const addresses: Record<PageScriptName, string>;
  export default addresses;
}
`;
}

/** Writes the names' type when the files changed it (answers whether it did). */
export function writeNamesType(): boolean {
  const source = namesTypeSource();
  let current = '';
  try {
    current = readFileSync(NAMES_TYPE_FILE, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current === source) return false;
  writeFileSync(NAMES_TYPE_FILE, source);
  return true;
}

export interface BundledScript {
  name: string;
  fileName: string;
  code: string;
}

/** Every script bundled for browsers (exported for the bench and the tests). */
export async function bundlePageScripts(): Promise<BundledScript[]> {
  const names = scriptNames();
  return Promise.all(
    names.map(async (name) => {
      const result = await build({
        entryPoints: [path.join(SCRIPTS_DIR, `${name}.ts`)],
        bundle: true,
        write: false,
        minify: true,
        format: 'esm',
        target: 'es2022',
        legalComments: 'none',
        define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
      });
      const [output] = result.outputFiles;
      if (!output) throw new Error(`page script ${name}: esbuild wrote nothing`);
      const digest = createHash('sha256').update(output.text).digest('base64url').slice(0, 10);
      return { name, fileName: `assets/js/${name}-${digest}.js`, code: output.text };
    }),
  );
}

export function pageScripts(): Plugin {
  let bundled: Promise<BundledScript[]> | undefined;
  let serve = false;
  const scripts = () => (bundled ??= bundlePageScripts());
  return {
    name: 'cta:page-scripts',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    buildStart() {
      writeNamesType();
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const addresses: Record<string, string> = serve
        ? Object.fromEntries(scriptNames().map((name) => [name, `/web/scripts/${name}.ts`]))
        : Object.fromEntries((await scripts()).map((script) => [script.name, `/${script.fileName}`]));
      return `export default ${JSON.stringify(addresses)};`;
    },
    async generateBundle() {
      if (serve || this.environment?.name !== 'client') return;
      for (const script of await scripts()) {
        this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code });
      }
    },
  };
}
