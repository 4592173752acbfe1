/**
 * French elision before a name (issue #23.15): « la demande de {{member}} » with Amina reads
 * « la demande d’Amina »; never before an e-mail address (« en tant que ines@… », issue #31). The
 * strings keep « de {{name}} »; an i18next post-processor elides « de », « que » and « le »
 * before an interpolated value that starts with a vowel or a mute h, in French only.
 */
import type { PostProcessorModule } from 'i18next';

const ELIDED: Record<string, string> = { de: 'd’', que: 'qu’', le: 'l’' };

/**
 * Whether a word starting so takes an elided article: a vowel, or an h (taken as mute: a name's
 * aspirated h cannot be known; « d’Hélène », « d’Hugo »), or a y before a consonant (« d’Yves »,
 * « de Yasmine »).
 */
export function startsWithVowelSound(word: string): boolean {
  const letters = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (/^[aeiouœæh]/.test(letters)) return true;
  return /^y[^aeiouy]/.test(letters);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An e-mail address (or another address) is spelt out, not said as a word: French does not elide
 * before it (issue #31: « connecté en tant que hux4@… », never « qu’hux4@… »).
 */
const isAddress = (value: string) => value.includes('@') || value.includes('://');

/**
 * `text` with « de », « que », « le »… elided before each of `values` that starts with a vowel
 * sound (not before an address).
 */
export function elideBefore(text: string, values: readonly unknown[]): string {
  let result = text;
  for (const value of values) {
    if (
      typeof value !== 'string' ||
      value === '' ||
      isAddress(value) ||
      !result.includes(` ${value}`) ||
      !startsWithVowelSound(value)
    ) {
      continue;
    }
    const pattern = new RegExp(`(^|[\\s(«\u00a0’'])(de|que|le) ${escapeRegExp(value)}`, 'gi');
    result = result.replace(pattern, (_match, before: string, word: string) => {
      const elided = ELIDED[word.toLowerCase()]!;
      const cased = word[0] === word[0]!.toUpperCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided;
      return `${before}${cased}${value}`;
    });
  }
  return result;
}

/** i18next's own options, which are not interpolated values. */
const I18NEXT_OPTIONS = new Set([
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'defaultValue',
  'context',
  'postProcess',
  'keyPrefix',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'replace',
  'interpolation',
]);

/** The post-processor `createI18n` applies to every French string (`postProcess: ['elision']`). */
export const elisionPostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'elision',
  process(value: string, _key: string | string[], options: Record<string, unknown>, translator: unknown) {
    const language = options.lng ?? (translator as { language?: string } | undefined)?.language;
    if (typeof language !== 'string' || !language.startsWith('fr') || typeof value !== 'string') return value;
    const values = Object.entries(options).flatMap(([key, option]) => (I18NEXT_OPTIONS.has(key) ? [] : [option]));
    return elideBefore(value, values);
  },
};
