// Every plural key of every namespace has each form its language needs (issue #23.14): i18next
// picks the form with Intl.PluralRules, so a form a language needs but a file lacks falls back to
// English (French has a form for exact millions, `_many`).
import { describe, expect, it } from 'vitest';
import { allResources } from './resources';
import { serverT } from './server-i18n';

/** i18next's suffixes: `_one`, `_other`…, and `_ordinal_one`… for ordinals; `_zero` is its own extra. */
const SUFFIX = /^(.*?)(_ordinal)?_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

/** Each plural key of a namespace (`base` and kind) with the forms the file gives it. */
function pluralKeys(resource: unknown): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const key of flatten(resource)) {
    const match = SUFFIX.exec(key);
    if (!match) continue;
    const id = `${match[1]}${match[2] ?? ''}`;
    if (!found.has(id)) found.set(id, new Set());
    found.get(id)!.add(match[3]!);
  }
  return found;
}

const languages = Object.keys(allResources);

describe('plural forms', () => {
  it('finds plural keys in both languages (the test reads the files it means to)', () => {
    for (const language of languages) {
      const count = Object.values(allResources[language] ?? {}).reduce((sum, ns) => sum + pluralKeys(ns).size, 0);
      expect(count, language).toBeGreaterThanOrEqual(39);
    }
  });

  it.each(languages)('gives every plural key of %s each form its language needs', (language) => {
    const missing: string[] = [];
    for (const [namespace, resource] of Object.entries(allResources[language] ?? {})) {
      for (const [id, forms] of pluralKeys(resource)) {
        const type = id.endsWith('_ordinal') ? 'ordinal' : 'cardinal';
        const needed = new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
        for (const form of needed) if (!forms.has(form)) missing.push(`${namespace}:${id}_${form}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('writes an exact million in French, not English', () => {
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    const t = serverT('fr', 'common');
    expect(t('home.videoCount', { count: 1_000_000 })).toMatch(/vidéos$/);
    expect(serverT('fr', 'presentations')('list.count', { count: 2_000_000 })).toMatch(/présentations$/);
  });
});
