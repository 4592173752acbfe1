// The pages' scripts have one shape (issue #32): the type of their names, which `<PageScript name>`
// takes, is the one written from the files of web/scripts; and every script but the lazy part of
// another sets up its roots under its own file name (the `data-module` its component renders).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMES_TYPE_FILE, namesTypeSource, SCRIPTS_DIR, scriptNames } from './page-scripts.ts';

/** Scripts that are parts of another, loaded by its `import()`: no root of their own. */
const LAZY_PARTS = ['image-check'];

describe('the pages’ scripts', () => {
  it('have their names written as the type <PageScript name> takes (npm run typecheck writes it)', () => {
    expect(readFileSync(NAMES_TYPE_FILE, 'utf8')).toBe(namesTypeSource());
  });

  it('each start their module under their own file name', () => {
    for (const name of scriptNames().filter((script) => !LAZY_PARTS.includes(script))) {
      const source = readFileSync(path.join(SCRIPTS_DIR, `${name}.ts`), 'utf8');
      expect(source, name).toMatch(new RegExp(`\\nstartModule\\('${name}', init\\);\\n$`));
      expect(source, name).toMatch(/\nexport function init\(/);
    }
  });
});
