// Country names as French and English sentences say them (issue #31).
import { describe, expect, it } from 'vitest';
import { countryCode, countryName, inCountry, localCountryName } from './country-names';

describe('inCountry', () => {
  it('gives French names their preposition and article', () => {
    const cases: [string, string][] = [
      ['SN', 'au Sénégal'],
      ['US', 'aux États-Unis'],
      ['KM', 'aux Comores'],
      ['AO', 'en Angola'],
      ['CI', 'en Côte d’Ivoire'],
      ['ZA', 'en Afrique du Sud'],
      ['GW', 'en Guinée-Bissau'],
      ['CV', 'au Cap-Vert'],
      ['MZ', 'au Mozambique'],
      ['ZW', 'au Zimbabwe'],
      ['KE', 'au Kenya'],
      ['UG', 'en Ouganda'],
      ['EG', 'en Égypte'],
      ['MU', 'à Maurice'],
      ['MG', 'à Madagascar'],
      ['SS', 'au Soudan du Sud'],
      ['SL', 'en Sierra Leone'],
    ];
    for (const [code, text] of cases) expect(inCountry(code, 'fr'), code).toBe(text);
    expect(inCountry('SN', 'combined')).toBe('au Sénégal');
  });

  it('says « in » in English, with « the » where English does', () => {
    expect(inCountry('KE', 'en')).toBe('in Kenya');
    expect(inCountry('US', 'en')).toBe('in the United States');
  });
});

describe('country names from the content', () => {
  it('reads an English name back to its code and names it in French on French pages', () => {
    expect(countryCode('South Africa')).toBe('ZA');
    expect(localCountryName('South Africa', 'fr')).toBe('Afrique du Sud');
    expect(localCountryName('Senegal', 'combined')).toBe('Sénégal');
    expect(localCountryName('Ivory Coast', 'fr')).toBe('Côte d’Ivoire');
    expect(localCountryName('South Africa', 'en')).toBe('South Africa');
    // Unknown: as given.
    expect(localCountryName('Atlantis', 'fr')).toBe('Atlantis');
    expect(countryName('ZA', 'fr')).toBe('Afrique du Sud');
  });
});
