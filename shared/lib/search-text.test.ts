import { describe, expect, it } from 'vitest';
import { excerpt, highlightSegments, normalizeTerm, searchTerms, stem, tokenize } from './search-text';

describe('search text', () => {
  it('normalises case and accents', () => {
    expect(normalizeTerm('Réserve')).toBe('reserve');
    expect(normalizeTerm('ÉCOLOGIE')).toBe('ecologie');
    expect(normalizeTerm('Côte d’Ivoire')).toBe('cote d’ivoire');
  });

  it('splits words on punctuation and spaces', () => {
    expect(tokenize("l'éléphant, human-wildlife co-existence")).toEqual([
      'l',
      'éléphant',
      'human',
      'wildlife',
      'co',
      'existence',
    ]);
  });

  it('marks words that start with a matched term, whatever their accents and case', () => {
    expect(highlightSegments('La Réserve de Tsavo', ['reserve'])).toEqual([
      { text: 'La ', mark: false },
      { text: 'Réserve', mark: true },
      { text: ' de Tsavo', mark: false },
    ]);
    expect(highlightSegments('Rhino poaching', ['rhin'])).toEqual([
      { text: 'Rhino', mark: true },
      { text: ' poaching', mark: false },
    ]);
  });

  it('keeps markup in content as plain text, never as HTML', () => {
    const segments = highlightSegments('<img src=x onerror=alert(1)> rhino', ['rhino']);
    expect(segments.map((segment) => segment.text).join('')).toBe('<img src=x onerror=alert(1)> rhino');
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['rhino']);
  });

  it('returns the text unmarked without terms', () => {
    expect(highlightSegments('Wetlands', [])).toEqual([{ text: 'Wetlands', mark: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });
});

describe('excerpt', () => {
  const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
  const line = [...words.slice(0, 40), 'Écorné', ...words.slice(40)].join(' ');

  it('keeps a short text whole', () => {
    expect(excerpt('Dehorning buys time.', ['dehorn'], 200)).toBe('Dehorning buys time.');
  });

  it('cuts a long text around its first match, at spaces, with ellipses', () => {
    const cut = excerpt(line, ['ecorne'], 80);
    expect(cut).toContain('Écorné');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(82);
    // Whole words only.
    for (const part of cut.replace(/…/g, '').split(' ')) expect([...words, 'Écorné']).toContain(part);
  });

  it('starts at the beginning when the match is early, and ends at the end when it is late', () => {
    expect(excerpt(line, ['word1'], 80).startsWith('word0 word1')).toBe(true);
    const late = excerpt(line, ['word59'], 80);
    expect(late.endsWith('word59')).toBe(true);
    expect(late.startsWith('…')).toBe(true);
  });
});

describe('search terms (what is indexed and what is searched)', () => {
  it('folds case and accents, drops French elisions and stop words', () => {
    expect(searchTerms('« L’Éléphant » et l’éléphant d’Afrique qu’on voit')).toEqual([
      'elephant',
      'elephant',
      'afrique',
      'voit',
    ]);
    expect(searchTerms('The rangers of the reserve')).toEqual(['ranger', 'reserve']);
  });

  it('folds plurals in English and French to one stem', () => {
    for (const [plural, singular] of [
      ['éléphants', 'Elephant'],
      ['réserves', 'réserve'],
      ['oiseaux', 'oiseau'],
      ['animaux', 'animal'],
      ['boxes', 'box'],
      ['butterflies', 'butterfly'],
      ['feux', 'feu'],
    ]) {
      expect(searchTerms(plural!), plural).toEqual(searchTerms(singular!));
    }
    // Words that only look plural keep their end.
    expect(stem('grass')).toBe('grass');
    expect(stem('virus')).toBe('virus');
    expect(stem('gps')).toBe('gps');
  });

  it('marks a plural found by its stem', () => {
    expect(highlightSegments('Les animaux du parc', ['animal'])).toEqual([
      { text: 'Les ', mark: false },
      { text: 'animaux', mark: true },
      { text: ' du parc', mark: false },
    ]);
  });
});
