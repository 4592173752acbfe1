// FAQ entries and the fun fact shown in the other language than the page's carry `lang`
// (issue #23.16): an English answer kept as the fallback in combined mode is read as English.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render-route';
import { FaqPage } from './faq-page';
import type { FaqData } from './faq-types';

const data: FaqData = {
  groups: [
    {
      id: 'faq-category-general',
      title: 'Général',
      questions: [
        { id: 'faq-1', question: 'À qui s’adressent les tutoriels\u00a0?', answer: 'À tous.' },
        {
          id: 'faq-2',
          question: 'Puis-je télécharger une vidéo\u00a0?',
          answer: 'Not yet: watch them online.',
          answerLang: 'en',
        },
        { id: 'faq-3', question: 'Who reviews the talks?', answer: 'Our team.', questionLang: 'en', answerLang: 'en' },
      ],
    },
  ],
};

describe('FAQ languages', () => {
  it('marks the question and the answer shown in English on a French page, and nothing else', async () => {
    renderRoutes([{ path: '/faq', Component: () => <FaqPage data={data} /> }], '/faq', 'combined');
    const english = await screen.findByText('Not yet: watch them online.');
    expect(english.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Who reviews the talks?').getAttribute('lang')).toBe('en');
    expect(screen.getByText('À tous.').closest('[lang]')).toBeNull();
    expect(screen.getByText(/^Puis-je télécharger/).hasAttribute('lang')).toBe(false);
  });
});
