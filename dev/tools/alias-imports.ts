// Rewrites relative imports that leave their top-level folder (web/ → shared/, worker/ → web/ …) or
// climb three or more folders into the package's own import aliases (package.json "imports":
// `#shared/…`, `#worker/…`, `#web/…`, `#admin/…`, `#dev/…`), with the file's extension, as Node,
// Vite, vitest, esbuild and TypeScript all resolve them. Idempotent: run it on new code with
// `npx tsx dev/tools/alias-imports.ts [files or folders…]` (default: the whole project).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const AREAS = ['shared', 'worker', 'web', 'admin', 'dev', 'tests'];
const SKIP = new Set(['node_modules', 'dist', '.wrangler', '.react-router', '.tsbuild', '.git']);
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

function files(start: string): string[] {
  const stat = statSync(start);
  if (stat.isFile()) return /\.(ts|tsx)$/.test(start) ? [start] : [];
  return readdirSync(start).flatMap((name) =>
    SKIP.has(name) || name.startsWith('dist-') ? [] : files(path.join(start, name)),
  );
}

/** The file a relative specifier names, with its extension, or undefined. */
function target(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(ts|tsx|js|json|css|svg|png)$/.test(specifier) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

const areaOf = (file: string) => path.relative(root, file).split(path.sep)[0] ?? '';

export function rewrite(file: string, source: string): string {
  return source.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)(['"])(\.\.?\/[^'"]+)\2/g,
    (whole, lead: string, quote: string, specifier: string) => {
      const climbs = specifier.match(/\.\.\//g)?.length ?? 0;
      const resolved = target(file, specifier);
      if (!resolved) return whole;
      const area = areaOf(resolved);
      if (!AREAS.includes(area) || area === 'tests') return whole;
      if (area === areaOf(file) && climbs < 3) return whole;
      const rest = path.relative(path.join(root, area), resolved).split(path.sep).join('/');
      // `.d.ts` files are named without their extension, as TypeScript wants them.
      const named = rest.endsWith('.d.ts') ? rest.slice(0, -'.d.ts'.length) : rest;
      return `${lead}${quote}#${area}/${named}${quote}`;
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const starts = process.argv.slice(2);
  const all = (
    starts.length > 0 ? starts.map((start) => path.resolve(start)) : AREAS.map((area) => path.join(root, area))
  )
    .concat(
      starts.length > 0
        ? []
        : [
            'vite.config.ts',
            'vitest.config.ts',
            'vitest.worker.config.ts',
            'playwright.config.ts',
            'react-router.config.ts',
          ].map((name) => path.join(root, name)),
    )
    .filter((start) => existsSync(start))
    .flatMap(files);
  let changed = 0;
  for (const file of all) {
    const source = readFileSync(file, 'utf8');
    const next = rewrite(file, source);
    if (next !== source) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`alias-imports: ${changed} of ${all.length} files rewritten`);
}
