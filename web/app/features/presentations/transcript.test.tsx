// A timed transcript as the server renders it: its lines as a list of times that link to moments,
// each with its start for the player's module, the line of the page's moment marked and the
// disclosure open. (Seeking and following the playing line: web/scripts/video-player.ts, in
// tests/e2e/transcript-moments.spec.ts.)
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render-route';
import { Transcript } from './transcript';
import type { TranscriptView } from './types';

const timed: TranscriptView = {
  lang: 'en',
  lines: [
    { start: 0, text: 'Good evening.' },
    { start: 95, text: 'The first thing we teach new rangers is to read the ground.' },
    { start: 1290, text: 'Dehorning buys time.' },
    { start: 3725, text: 'Thank you.' },
  ],
};

function renderTranscript(
  props: { transcript?: TranscriptView; moment?: number; lang?: string } = {},
  locale: 'en' | 'fr' = 'en',
  path = '/video-presentations/presentation-1',
) {
  return renderRoutes(
    [
      {
        path: '/video-presentations/presentation-1',
        Component: () => (
          <>
            <Transcript
              id="transcript"
              transcript={props.transcript ?? timed}
              lang={props.lang}
              moment={props.moment}
            />
          </>
        ),
      },
    ],
    path,
    locale,
  );
}

const current = () => document.querySelector('[aria-current="time"]')?.id;

describe('a timed transcript', () => {
  it('lists its lines with their times as links to moments, closed and unmarked without a moment', async () => {
    renderTranscript();
    const list = await screen.findByTestId('transcript-lines');
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Go to 0:00 in the video',
      'Go to 1:35 in the video',
      'Go to 21:30 in the video',
      'Go to 1:02:05 in the video',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '?t=0#t-0',
      '?t=95#t-95',
      '?t=1290#t-1290',
      '?t=3725#t-3725',
    ]);
    expect(links[1]?.querySelector('time')?.getAttribute('datetime')).toBe('PT1M35S');
    expect(links[1]?.textContent).toBe('1:35');
    expect(list.querySelectorAll('li')[2]?.getAttribute('data-start')).toBe('1290');
    expect((screen.getByTestId('transcript') as HTMLDetailsElement).open).toBe(false);
    expect(current()).toBeUndefined();
  });

  it("opens at the page's moment with its line marked: the last one that started", async () => {
    renderTranscript({ moment: 100 }, 'fr');
    await screen.findByTestId('transcript-lines');
    expect((screen.getByTestId('transcript') as HTMLDetailsElement).open).toBe(true);
    expect(current()).toBe('t-95');
    expect(screen.getByRole('link', { name: 'Aller à 1:35 dans la vidéo' }).closest('li')?.id).toBe('t-95');
  });

  it('marks the language of lines that are not in the page language, not the links', async () => {
    renderTranscript({ lang: 'en' }, 'fr');
    const line = await screen.findByText('Dehorning buys time.');
    expect(line.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Aller à 21:30 dans la vidéo' }).closest('[lang]')).toBeNull();
  });

  it('shows a plain transcript as paragraphs, without times', async () => {
    renderTranscript({ transcript: { lang: 'en', paragraphs: ['One.', 'Two.'] }, moment: 95 });
    await screen.findByText('Two.');
    expect(screen.queryByTestId('transcript-lines')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect((screen.getByTestId('transcript') as HTMLDetailsElement).open).toBe(false);
  });
});
