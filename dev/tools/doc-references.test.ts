// The docs say where things are (issue #32, item 6): every relative link and every repository
// path written in backticks in README.md and docs/ names a file or folder that exists, and so does
// every repository path a code comment names; every decision record says its status and date.
//
// A path may name a file that is gone only where the text says so: in a decision superseded as a
// whole, in a section that lists what went ("## What went", "## What it deleted"), or followed by
// "(removed", "(gone" or ", removed". Paths with placeholders (`routes/<page>.tsx`, `*.data`), addresses
// (`/account/actions`), build output and node_modules are not checked. A partial path
// (`lib/page-meta.ts`) must be the end of some file's path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '../..'));
const TOP = ['admin', 'dev', 'docs', 'patches', 'shared', 'tests', 'web', 'worker', '.ci'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.react-router', '+types', 'packs']);

/** Every file under the repository's source folders (and its root), as `/`-separated paths. */
function repositoryFiles(): string[] {
  const files = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else files.push(path);
    }
  };
  for (const folder of TOP) if (existsSync(join(ROOT, folder))) walk(folder);
  return files;
}

const FILES = repositoryFiles();
const FOLDERS = new Set(
  FILES.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);
const exists = (path: string) => existsSync(join(ROOT, path));
const endsSomePath = (partial: string) => {
  const tail = `/${partial.replace(/\/$/, '')}`;
  return FILES.some((file) => `/${file}`.endsWith(tail)) || [...FOLDERS].some((folder) => `/${folder}`.endsWith(tail));
};

const TOP_PATH = new RegExp(`^(?:${TOP.map((name) => name.replace('.', '\\.')).join('|')})/`);
/** Placeholders, globs, queries, route parameters, ellipses: a pattern, not one file. */
const PATTERN = /[<>*{}…$?=|]|:[\w-]|\s/;
const NOT_OURS = /^(?:https?:|mailto:|\/|@|#|node:|node_modules\/|dist|\.wrangler\/|\.tsbuild\/|~)/;
/** The text says the file is gone. */
const MARKED_GONE = /^\s*[,(]\s*(?:removed|gone)\b/;
const HISTORY_HEADING = /^#+\s+(?:What went|What it deleted)/i;

interface Broken {
  at: string;
  path: string;
}

/** Whether a path named in `file` points nowhere (null when it is not checked). */
function brokenPath(file: string, raw: string): boolean | null {
  const path = raw.replace(/[.,;:]+$/, '').replace(/#.*$/, '');
  if (!path.includes('/') || PATTERN.test(path) || NOT_OURS.test(path)) return null;
  if (path.startsWith('../') || path.startsWith('./')) {
    const resolved = relative(ROOT, join(ROOT, dirname(file), path))
      .split(sep)
      .join('/');
    return resolved.startsWith('..') ? null : !exists(resolved);
  }
  if (TOP_PATH.test(path)) return !exists(path);
  // A partial path: only one that names a file (an extension), as `lib/page-meta.ts`.
  if (!/\.[a-z]{1,5}$/.test(path)) return null;
  return !endsSomePath(path);
}

function markdownReferences(file: string): Broken[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (/^- \*\*Status:\*\* Superseded by/m.test(text.split('\n').slice(0, 8).join('\n'))) {
    // A decision superseded as a whole is history: only its links must still lead somewhere.
    return linksOf(file, text);
  }
  const broken = linksOf(file, text);
  let history = false;
  text.split('\n').forEach((line, index) => {
    if (/^#/.test(line)) history = HISTORY_HEADING.test(line);
    if (history) return;
    const at = `${file}:${index + 1}`;
    for (const match of line.matchAll(/`([^`\n]+)`/g)) {
      const after = line.slice((match.index ?? 0) + match[0].length) + (text.split('\n')[index + 1] ?? '');
      if (MARKED_GONE.test(after)) continue;
      if (brokenPath(file, match[1]!)) broken.push({ at, path: match[1]! });
    }
    // A docs path in plain prose ("see docs/dev/member-api.md").
    for (const match of line
      .replace(/`[^`]*`/g, '')
      .replace(/\[[^\]]*\]\([^)]*\)/g, '')
      .matchAll(/(?<![\w/.-])(docs\/[\w./-]*\w)/g)) {
      if (brokenPath(file, match[1]!)) broken.push({ at, path: match[1]! });
    }
  });
  return broken;
}

function linksOf(file: string, text: string): Broken[] {
  const broken: Broken[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^(?:https?:|mailto:|#)/.test(target)) continue;
      const resolved = relative(ROOT, join(ROOT, dirname(file), target.replace(/#.*$/, '')))
        .split(sep)
        .join('/');
      if (!exists(resolved)) broken.push({ at: `${file}:${index + 1}`, path: target });
    }
  });
  return broken;
}

/** Repository paths in the comments of source files (a comment's text after `//`, or a `*` line). */
function commentReferences(file: string): Broken[] {
  const broken: Broken[] = [];
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const comment = /^\s*(?:\/\*|\*)/.test(line) ? line : line.includes('//') ? line.slice(line.indexOf('//')) : '';
      for (const match of comment.matchAll(
        new RegExp(`(?<![\\w/.@#-])((?:${TOP.join('|')})/[\\w./+-]*\\w\\.(?:tsx?|md|json|css|mjs|js))\\b`, 'g'),
      )) {
        const after = comment.slice((match.index ?? 0) + match[0].length);
        if (MARKED_GONE.test(after)) continue;
        if (brokenPath(file, match[1]!)) broken.push({ at: `${file}:${index + 1}`, path: match[1]! });
      }
    });
  return broken;
}

const MARKDOWN = FILES.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
const SOURCES = FILES.filter(
  (file) => /\.(?:ts|tsx|js|mjs|css)$/.test(file) && file !== 'dev/tools/doc-references.test.ts',
);
const DECISIONS = FILES.filter((file) => /^docs\/decisions\/\d{4}-[\w-]+\.md$/.test(file)).sort();

describe('references to files', () => {
  it('finds the docs, the decisions and the sources to read', () => {
    expect(MARKDOWN).toContain('README.md');
    expect(MARKDOWN).toContain('docs/dev/feature-guide.md');
    expect(DECISIONS.length).toBeGreaterThanOrEqual(34);
    expect(SOURCES).toContain('worker/src/app.ts');
  });

  it('in README.md and docs/, lead to files that exist', () => {
    expect(MARKDOWN.flatMap(markdownReferences)).toEqual([]);
  });

  it('in code comments, lead to files that exist', () => {
    expect(SOURCES.flatMap(commentReferences)).toEqual([]);
  });

  it('are caught when they lead nowhere', () => {
    expect(brokenPath('docs/dev/x.md', 'web/app/lib/no-such-file.tsx')).toBe(true);
    expect(brokenPath('docs/dev/x.md', 'lib/no-such-file.tsx')).toBe(true);
    expect(brokenPath('docs/dev/x.md', '../decisions/0000-none.md')).toBe(true);
    expect(brokenPath('docs/dev/x.md', 'web/app/routes.ts')).toBe(false);
    expect(brokenPath('docs/dev/x.md', 'lib/page-meta.ts')).toBe(false);
    expect(brokenPath('docs/dev/x.md', 'web/app/routes/<page>.tsx')).toBeNull();
  });
});

describe('decision records', () => {
  const numbers = new Set(DECISIONS.map((file) => file.slice('docs/decisions/'.length, 'docs/decisions/'.length + 4)));

  it.each(DECISIONS)('%s says its status and date under its title', (file) => {
    const head = readFileSync(join(ROOT, file), 'utf8').split('\n').slice(0, 8).join('\n');
    const status = /^- \*\*Status:\*\* (Accepted|Superseded by|Amended by)\b(.*)$/m.exec(head);
    expect(status, 'a "- **Status:** Accepted | Superseded by NNNN | Amended by NNNN" line').not.toBeNull();
    const named = [...(status![2] ?? '').matchAll(/\b(0\d{3})\b/g)].map((match) => match[1]);
    if (status![1] !== 'Accepted') expect(named.length).toBeGreaterThan(0);
    for (const number of named) expect(numbers, `decision ${number} exists`).toContain(number);
    const date = /^- \*\*Date:\*\* (\d{4}-\d{2}-\d{2})(?: · \*\*Last amended:\*\* (\d{4}-\d{2}-\d{2}))?$/m.exec(head);
    expect(date, 'a "- **Date:** YYYY-MM-DD[ · **Last amended:** YYYY-MM-DD]" line').not.toBeNull();
    if (date![2]) expect(date![2] > date![1]!).toBe(true);
  });
});
