/**
 * Country names as a sentence in each language says them (issue #31): French puts a preposition
 * and an article before a country, « au Sénégal », « en Angola », « aux États-Unis », « à
 * Maurice »; English says « in Senegal », « in the United States ». Names come from
 * Intl.DisplayNames (the region's code), and a name the content gives in English (a presenter's
 * or an event's country) is read back to its code to be named in French on French pages.
 */
import type { Locale } from '../constants/spec';
import { contentLanguage } from './localize';

type Language = ReturnType<typeof contentLanguage>;

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the reader's language ("Afrique du Sud"), its code when Intl has none. */
export function countryName(code: string, locale: Locale): string {
  const language = contentLanguage(locale);
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** French: plural names (« aux »), and names said without an article (« à »: islands, cities). */
const FRENCH_AUX = new Set(['US', 'KM', 'SC', 'PH', 'NL', 'AE', 'MV', 'BS', 'MH', 'SB']);
const FRENCH_A = new Set(['MU', 'MG', 'ST', 'DJ', 'CU', 'SG', 'CY', 'MT', 'BH', 'MC', 'HK', 'TW', 'KN', 'LC', 'TO']);
/** Masculine names that end in -e (« au Mozambique »). */
const FRENCH_MASCULINE_E = new Set(['MZ', 'ZW', 'KH', 'MX', 'BZ']);
/** Feminine names that do not end in -e (« en Sierra Leone »: the first word decides otherwise). */
const FRENCH_FEMININE = new Set(['SL']);
/** English names said with « the ». */
const ENGLISH_THE = new Set(['US', 'GB', 'CF', 'KM', 'SC', 'GM', 'NL', 'AE', 'PH', 'MV', 'BS', 'CD', 'CG', 'DO']);

/**
 * « in <country> » in the reader's language: fr « au Sénégal », « en Côte d’Ivoire », « en
 * Angola », « aux États-Unis », « à Maurice »; en « in Kenya », « in the United States ».
 */
export function inCountry(code: string, locale: Locale): string {
  const upper = code.toUpperCase();
  const name = countryName(upper, locale);
  if (contentLanguage(locale) === 'en') return ENGLISH_THE.has(upper) ? `in the ${name}` : `in ${name}`;
  if (FRENCH_AUX.has(upper)) return `aux ${name}`;
  if (FRENCH_A.has(upper)) return `à ${name}`;
  // The first word decides (« Guinée-Bissau », « Afrique du Sud », « Cap-Vert »).
  const first = name.split(/[\s-]/)[0] ?? name;
  const plain = first
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/^[aeiouy]/.test(plain) || FRENCH_FEMININE.has(upper)) return `en ${name}`;
  if (plain.endsWith('e') && !FRENCH_MASCULINE_E.has(upper)) return `en ${name}`;
  return `au ${name}`;
}

let regionCodes: string[] | undefined;
/** Every two-letter region code Intl names. */
function allRegionCodes(): string[] {
  if (!regionCodes) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    regionCodes = [];
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (english.of(code)) regionCodes.push(code);
      }
  }
  return regionCodes;
}

const fromEnglish = new Map<string, string>();
/** The region code of a country's English name ("South Africa" → "ZA"), or undefined. */
export function countryCode(englishName: string): string | undefined {
  if (fromEnglish.size === 0) {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of allRegionCodes()) fromEnglish.set(english.of(code)!.toLowerCase(), code);
    // Names content commonly writes differently from Intl's.
    fromEnglish.set('ivory coast', 'CI');
    fromEnglish.set('democratic republic of the congo', 'CD');
    fromEnglish.set('drc', 'CD');
    fromEnglish.set('republic of the congo', 'CG');
    fromEnglish.set('swaziland', 'SZ');
    fromEnglish.set('usa', 'US');
    fromEnglish.set('uk', 'GB');
  }
  return fromEnglish.get(englishName.trim().toLowerCase());
}

/**
 * A country name the content gives (in English) as the reader's language says it: « South
 * Africa » reads « Afrique du Sud » on a French page; a name Intl does not know stays as given.
 */
export function localCountryName(name: string, locale: Locale): string {
  if (contentLanguage(locale) === 'en') return name;
  const code = countryCode(name);
  return code ? countryName(code, locale) : name;
}
