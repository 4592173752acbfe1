// A card's text in the other language than the page's carries `lang` (issue #23.16): a French-only
// item on an English list, an English fallback in combined mode; text in the page's language none.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render-route';
import { ContentCard } from './content-card';
import { articleCard, categoryTitles, presenterCard } from '../server/cards.server';
import type { Article, Category, Presenter } from '#shared/schemas/content.ts';
import type { Locale } from '#shared/constants/spec.ts';

const categories = [
  { id: 'leadership', title: { en: 'Leadership', fr: 'Leadership' } },
  { id: 'earth-systems', title: { en: 'Earth Systems' } },
] as unknown as Category[];

const article = (title: Article['title'], summary: Article['summary']) =>
  ({
    id: 'article-1',
    slug: 'one',
    title,
    summary,
    date: '2025-03-05',
    categoryIds: ['leadership', 'earth-systems'],
  }) as unknown as Article;

function render(card: ReturnType<typeof articleCard>, locale: Locale) {
  renderRoutes([{ path: '/', Component: () => <ContentCard card={card} /> }], '/', locale);
}

describe('card languages', () => {
  it('marks a French-only card on an English list', async () => {
    const card = articleCard(
      article({ fr: 'Les hyènes' }, { fr: 'Un résumé' }),
      'en',
      categoryTitles(categories, 'en'),
    );
    expect(card.lang).toEqual({ title: 'fr', summary: 'fr' });
    render(card, 'en');
    expect((await screen.findByRole('heading', { name: 'Les hyènes' })).getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Un résumé').getAttribute('lang')).toBe('fr');
  });

  it('marks English fallbacks in combined mode, field by field, categories too', async () => {
    const titles = categoryTitles(categories, 'combined');
    const card = articleCard(article({ en: 'Hyenas', fr: 'Les hyènes' }, { en: 'A summary' }), 'combined', titles);
    expect(card.lang).toEqual({ summary: 'en' });
    render(card, 'combined');
    expect((await screen.findByRole('heading', { name: 'Les hyènes' })).hasAttribute('lang')).toBe(false);
    expect(screen.getByText('A summary').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Earth Systems').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Leadership').hasAttribute('lang')).toBe(false);
  });

  it('marks a presenter’s role and organisation separately, and nothing in the page’s language', async () => {
    const presenter = {
      id: 'presenter-1',
      name: 'Amina',
      surname: 'Diallo',
      role: { en: 'Ranger' },
      organisation: { en: 'Parks', fr: 'Parcs' },
      categoryIds: [],
    } as unknown as Presenter;
    const card = presenterCard(presenter, 'combined', new Map());
    expect(card.lang).toEqual({ role: 'en' });
    render(card, 'combined');
    expect((await screen.findByText('Ranger')).getAttribute('lang')).toBe('en');
    expect(presenterCard(presenter, 'en', new Map()).lang).toBeUndefined();
  });
});
