import { describe, expect, it } from 'vitest';
import { allResources } from './resources';

/** Flattens nested resource objects into dotted keys, plural suffixes included. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * The keys with plural forms folded into one (`count_one`, `count_many` → `count_#`): each
 * language has the forms its own plural rules need (plurals.test.ts), French one more than English.
 */
const folded = (list: string[]) => [
  ...new Set(list.map((key) => key.replace(/(_ordinal)?_(zero|one|two|few|many|other)$/, '$1_#'))),
];

describe('UI string resources', () => {
  const namespaces = Object.keys(allResources.en ?? {});

  it('has the same namespaces in English and French', () => {
    expect(Object.keys(allResources.fr ?? {}).sort()).toEqual(namespaces.sort());
  });

  it.each(namespaces)('has the same keys in English and French for namespace %s', (namespace) => {
    const en = folded(keys(allResources.en?.[namespace])).sort();
    const fr = folded(keys(allResources.fr?.[namespace])).sort();
    expect(fr.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !fr.includes(key))).toEqual([]);
  });

  it.each(['en', 'fr'])('has no empty string in %s', (language) => {
    for (const namespace of namespaces) {
      const flat = keys(allResources[language]?.[namespace]);
      for (const key of flat) {
        const value = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            allResources[language]?.[namespace],
          );
        expect(typeof value === 'string' && value.trim().length > 0, `${language}:${namespace}:${key}`).toBe(true);
      }
    }
  });
});
