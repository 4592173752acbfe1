// The one-way import rules (eslint.config.js) hold for the package's import aliases (#shared/…,
// #worker/…) as they do for relative paths: each forbidden import below is reported, each allowed
// one is not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refused(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, {
    filePath: file,
  });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('the one-way import rules', () => {
  it.each([
    ['shared/lib/example.ts', '#web/app/root.tsx'],
    ['shared/lib/example.ts', '#worker/src/env.ts'],
    ['shared/lib/example.ts', '../../dev/stack.ts'],
    ['web/app/components/example.tsx', '#worker/src/env.ts'],
    ['web/app/components/example.tsx', '#admin/src/main.tsx'],
    ['web/app/components/example.tsx', '../../../dev/stack.ts'],
    ['web/app/server/example.server.ts', '#worker/src/routes/pages.ts'],
    ['web/app/server/example.server.ts', '#worker/src/app.ts'],
    ['worker/src/services/example.ts', '#web/app/root.tsx'],
    ['worker/src/services/example.ts', '../../../web/app/root.tsx'],
    ['admin/src/example.ts', '#worker/src/env.ts'],
    ['admin/src/example.ts', '#web/app/root.tsx'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ['shared/lib/example.ts', '#shared/schemas/content.ts'],
    ['web/app/components/example.tsx', '#shared/lib/dates.ts'],
    ['web/app/server/example.server.ts', '#worker/src/services/content/client.ts'],
    ['worker/src/services/example.ts', '#shared/constants/spec.ts'],
    ['admin/src/example.ts', '#shared/schemas/admin.ts'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });
});
