// French UI text as a French reader expects it (issue #23.15): the typographic apostrophe ’, a
// non-breaking space before : ; ! ? and » and after «, no word a reader confuses with signing in,
// one word for e-mail, and elision before names.
import { describe, expect, it } from 'vitest';
import { allResources } from './resources';
import { elideBefore, startsWithVowelSound } from './elision';
import { hasStraightApostrophe, MISSING_NO_BREAK_SPACE, stringEntries } from './french-typography';
import { serverT } from './server-i18n';

/** The text a reader sees: interpolations, tags and addresses left out. */
const visible = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/<[^>]+>/g, '')
    .replace(/https?:\/\/\S+/g, '');

const french = Object.entries(allResources.fr ?? {}).flatMap(([namespace, resource]) =>
  stringEntries(resource).map(([key, text]) => [`${namespace}:${key}`, text] as const),
);

const offending = (test: (text: string) => boolean) =>
  french.filter(([, text]) => test(visible(text))).map(([key, text]) => `${key}: ${text}`);

describe('French UI strings', () => {
  it('reads every French namespace', () => {
    expect(french.length).toBeGreaterThan(500);
  });

  it('uses the typographic apostrophe, never a straight one', () => {
    expect(offending(hasStraightApostrophe)).toEqual([]);
  });

  it('puts a non-breaking space before : ; ! ? and » and after «', () => {
    for (const missing of MISSING_NO_BREAK_SPACE) expect(offending(missing)).toEqual([]);
  });

  it('names a connection request so it cannot be read as signing in', () => {
    // « Connexion » is signing in; a request to meet a presenter is a « mise en relation ».
    expect(offending((text) => /connexions|demandes? de connexion/i.test(text))).toEqual([]);
  });

  it('uses one word for e-mail', () => {
    expect(offending((text) => /courriel/i.test(text))).toEqual([]);
  });
});

describe('French elision before a name', () => {
  it('knows which words start with a vowel sound', () => {
    for (const word of ['Amina', 'Émile', 'Ines', 'Hélène', 'Œdipe', 'Yves', 'ousmane@example.org']) {
      expect(startsWithVowelSound(word), word).toBe(true);
    }
    for (const word of ['Bongani', 'Yasmine', 'Kwame', '2 mars']) expect(startsWithVowelSound(word), word).toBe(false);
  });

  it('elides « de », « que », « le » before such a value only', () => {
    expect(elideBefore('La demande de Amina', ['Amina'])).toBe('La demande d’Amina');
    expect(elideBefore('De Amina à Kwame', ['Amina', 'Kwame'])).toBe('D’Amina à Kwame');
    expect(elideBefore('connecté en tant que Ines', ['Ines'])).toBe('connecté en tant qu’Ines');
    expect(elideBefore('La demande de Kwame', ['Kwame'])).toBe('La demande de Kwame');
    // Only before the value, not before other words.
    expect(elideBefore('de Amina et de Afrique', ['Amina'])).toBe('d’Amina et de Afrique');
    // Never before an e-mail address, spelt out rather than said (issue #31).
    expect(elideBefore('connecté en tant que hux4@example.org', ['hux4@example.org'])).toBe(
      'connecté en tant que hux4@example.org',
    );
    expect(elideBefore('le compte de ines@example.org', ['ines@example.org'])).toBe('le compte de ines@example.org');
  });

  it('elides in French mails and pages, and leaves English alone', () => {
    const fr = serverT('fr', 'mail');
    expect(
      fr('presenterAnswered.subject', { presenter: 'Kwame Mensah', answer: 'a accepté', member: 'Amina Diallo' }),
    ).toBe('Kwame Mensah a accepté\u00a0: demande d’Amina Diallo');
    expect(fr('requestClosedPresenter.subject', { member: 'Bongani Zulu' })).toBe(
      'La demande de Bongani Zulu a été close',
    );
    expect(serverT('combined', 'people')('profile.bio', { name: 'Émile Ndiaye' })).toBe('À propos d’Émile Ndiaye');
    // i18next's own options are not names: « de en… » stays.
    expect(serverT('fr', 'people')('profile.bio', { name: 'Kwame', lng: 'fr' })).toBe('À propos de Kwame');
    const en = serverT('en', 'mail');
    expect(en('requestClosedPresenter.subject', { member: 'Amina Diallo' })).not.toContain('’');
  });
});
