// The sample content's French (what the local site shows) is typeset as a French reader expects
// (issue #31): typographic apostrophes, and a no-break space before ; : ! ? » and after «.
import { describe, expect, it } from 'vitest';
import { hasStraightApostrophe, MISSING_NO_BREAK_SPACE } from '#shared/i18n/french-typography.ts';
import { samplePack } from './sample-pack';

/** Every French text of the pack: `fr` sides of its localized values, and their timed segments. */
function frenchTexts(value: unknown, inFrench = false, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (inFrench) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) frenchTexts(item, inFrench, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) frenchTexts(child, inFrench || key === 'fr', found);
  }
  return found;
}

/** The text a reader sees: addresses and times left out. */
const visible = (text: string) => text.replace(/https?:\/\/\S+/g, '').replace(/\d+:\d\d/g, '');

describe('the sample content’s French', () => {
  const texts = frenchTexts(samplePack());

  it('is read whole', () => {
    expect(texts.length).toBeGreaterThan(200);
  });

  it('uses the typographic apostrophe', () => {
    expect(texts.filter((text) => hasStraightApostrophe(visible(text)))).toEqual([]);
  });

  it('has a no-break space before ; : ! ? » and after «', () => {
    expect(texts.filter((text) => MISSING_NO_BREAK_SPACE.some((missing) => missing(visible(text))))).toEqual([]);
  });
});
