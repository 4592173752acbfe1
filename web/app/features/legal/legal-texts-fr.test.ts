// The French legal documents as a French reader expects them (issue #23.15), like the UI strings
// (shared/i18n/french-typography.test.ts): the typographic apostrophe, and a no-break space before
// : ; ! ? and » and after «.
import { describe, expect, it } from 'vitest';
import { legalTexts } from './legal-texts-fr';

function strings(value: unknown, prefix = ''): [key: string, text: string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
}

const texts = strings(legalTexts);
const offending = (test: (text: string) => boolean) =>
  texts.filter(([, text]) => test(text.replace(/https?:\/\/\S+/g, ''))).map(([key, text]) => `${key}: ${text}`);

describe('French legal documents', () => {
  it('are read whole', () => {
    expect(texts.length).toBeGreaterThan(50);
  });

  it('use the typographic apostrophe', () => {
    expect(offending((text) => text.includes("'"))).toEqual([]);
  });

  it('put a no-break space before : ; ! ? and » and after «', () => {
    expect(offending((text) => /(^|[^\u00a0\u202f(])[;!?»]/.test(text))).toEqual([]);
    expect(offending((text) => /(^|[^\u00a0\u202f\d])[:](?!\d|\/\/)/.test(text))).toEqual([]);
    expect(offending((text) => /«(?![\u00a0\u202f])/.test(text))).toEqual([]);
  });
});
