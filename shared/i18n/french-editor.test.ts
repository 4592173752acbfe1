// The French editor's list (issue #31): each wording they flagged, in the French strings, reads as
// a French reader expects; a test per item that fails on the old text.
import { describe, expect, it } from 'vitest';
import { allResources } from './resources';
import { stringEntries } from './french-typography';
import { serverT } from './server-i18n';

const french = Object.entries(allResources.fr ?? {}).flatMap(([namespace, resource]) =>
  stringEntries(resource).map(([key, text]) => [`${namespace}:${key}`, text] as const),
);
/** The French strings (key: text) that match `pattern`. */
const matching = (pattern: RegExp) => french.filter(([, text]) => pattern.test(text)).map(([k, t]) => `${k}: ${t}`);

describe('the French editor’s list (issue #31)', () => {
  it('has no calque on the presentation’s ladder, and a licence that says what the file is for', () => {
    const t = serverT('fr', 'presentations');
    expect(t('ladder.watchSmall.name')).toBe('Regarder la vidéo légère');
    expect(t('ladder.read.action')).toBe('Lire sur cette page');
    expect(t('download.licence', { year: 2025, presenters: 'A', site: 'S', terms: 'T' })).toContain(
      'à des fins d’apprentissage',
    );
    expect(matching(/Regarder en petit|La lire ici|pour apprendre\u00a0?:/)).toEqual([]);
  });

  it('gives « la lit » an antecedent and names the team as the site’s', () => {
    expect(serverT('fr', 'account')('connect.reasonHint')).toMatch(/^Le présentateur lira votre message/);
    expect(matching(/équipe du produit|présentateur la lit/)).toEqual([]);
  });

  it('assumes no gender: no « mis en relation », « il ou elle », « reconnecté »', () => {
    expect(matching(/\bmis en relation|il ou elle|le ou la joindre|Une fois reconnecté/)).toEqual([]);
  });

  it('does not make the account the one who receives the reset mail', () => {
    expect(serverT('fr', 'auth')('forgot.sent', { email: 'ines@example.org' })).toContain(
      'nous avons envoyé à cette adresse',
    );
    expect(matching(/nous lui avons envoyé/)).toEqual([]);
  });

  it('says « Devenir mécène », « Édition », and tells the two account menus apart', () => {
    const t = serverT('fr', 'common');
    expect(t('footer.becomeSponsor')).toBe('Devenir mécène');
    expect(serverT('fr', 'pages')('dataCosts.colYear')).toBe('Édition');
    expect(t('account.myConnections')).not.toBe(t('account.introductions'));
    expect(t('account.introductions')).toBe('Demandes reçues');
  });

  it('agrees « Enregistrée le » with a presentation, « Enregistré le » with an article', () => {
    const t = serverT('fr', 'offline');
    expect(t('saved.savedOnPresentation', { date: '1er mars 2025' })).toBe('Enregistrée le 1er mars 2025');
    expect(t('saved.savedOnArticle', { date: '1er mars 2025' })).toBe('Enregistré le 1er mars 2025');
  });

  it('writes numbers in messages as French does: « 5 000 »', () => {
    expect(serverT('fr', 'forms')('contact.messageHint', { min: 10, max: 5000 })).toBe(
      'Entre 10 et 5\u202f000 caractères.',
    );
    expect(serverT('en', 'forms')('contact.messageHint', { min: 10, max: 5000 })).toBe(
      'Between 10 and 5,000 characters.',
    );
  });
});
