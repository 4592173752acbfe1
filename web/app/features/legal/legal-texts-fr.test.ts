// The French legal documents as a French reader expects them (issue #23.15), like the UI strings
// (shared/i18n/french-typography.test.ts): the typographic apostrophe, and a no-break space before
// : ; ! ? and » and after «.
import { describe, expect, it } from 'vitest';
import { hasStraightApostrophe, MISSING_NO_BREAK_SPACE, stringEntries } from '#shared/i18n/french-typography.ts';
import { legalTexts } from './legal-texts-fr';

const texts = stringEntries(legalTexts);
const offending = (test: (text: string) => boolean) =>
  texts.filter(([, text]) => test(text.replace(/https?:\/\/\S+/g, ''))).map(([key, text]) => `${key}: ${text}`);

describe('French legal documents', () => {
  it('are read whole', () => {
    expect(texts.length).toBeGreaterThan(50);
  });

  it('use the typographic apostrophe', () => {
    expect(offending(hasStraightApostrophe)).toEqual([]);
  });

  it('put a no-break space before : ; ! ? and » and after «', () => {
    // The UI strings' rules, the colon's too: the addresses are left out above.
    for (const missing of MISSING_NO_BREAK_SPACE) expect(offending(missing)).toEqual([]);
  });
});
