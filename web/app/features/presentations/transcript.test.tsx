// A timed transcript: its lines as a list of times that link to moments, the line of the page's
// moment marked and the disclosure open, a line seeking the playing video (through the bridge)
// and the address following, the line being spoken marked as the player reports its time.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../test/render-route';
import { createBridge, type YouTubeBridge } from '../../lib/youtube-bridge';
import { fakeChannel } from '../../test/fake-youtube-channel';
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

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.search}${location.hash}`}</output>;
}

function renderTranscript(
  props: { transcript?: TranscriptView; moment?: number; bridge?: YouTubeBridge | null; lang?: string } = {},
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
              bridge={props.bridge ?? null}
            />
            <Address />
          </>
        ),
      },
    ],
    path,
    locale,
  );
}

/** A bridge whose player the test speaks for, with the commands it was sent. */
function fakePlayer() {
  const { channel, sent, raw } = fakeChannel();
  const bridge = createBridge(channel, { greetEveryMs: 60_000 });
  const say = (currentTime: number, playerState = 1) =>
    act(() => raw({ event: 'infoDelivery', info: { currentTime, playerState } }));
  const seeks = () => sent.filter((message) => message.func === 'seekTo').map((message) => message.args);
  return { bridge, say, seeks };
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
    expect((screen.getByTestId('transcript') as HTMLDetailsElement).open).toBe(false);
    expect(current()).toBeUndefined();
  });

  it("opens at the page's moment with its line marked: the last one that started", async () => {
    renderTranscript({ moment: 100 }, 'fr');
    await screen.findByTestId('transcript-lines');
    expect((screen.getByTestId('transcript') as HTMLDetailsElement).open).toBe(true);
    expect(current()).toBe('t-95');
    expect(screen.getByRole('link', { name: 'Aller à 1:35 dans la vidéo' })).toBeTruthy();
  });

  it('marks the language of lines that are not in the page language, not the links', async () => {
    renderTranscript({ lang: 'en' }, 'fr');
    const line = await screen.findByText('Dehorning buys time.');
    expect(line.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Aller à 21:30 dans la vidéo' }).closest('[lang]')).toBeNull();
  });

  it('before Play, a line makes its moment the page moment without leaving the page', async () => {
    renderTranscript();
    fireEvent.click(await screen.findByRole('link', { name: 'Go to 21:30 in the video' }));
    expect(screen.getByTestId('address').textContent).toBe('?t=1290');
  });

  it('while the video plays, a line seeks it and the line being spoken is marked', async () => {
    const player = fakePlayer();
    renderTranscript({ moment: 95, bridge: player.bridge });
    await screen.findByTestId('transcript-lines');
    // Before the player reports, the page's moment is marked.
    expect(current()).toBe('t-95');
    player.say(96);
    expect(current()).toBe('t-95');
    player.say(1300);
    expect(current()).toBe('t-1290');

    fireEvent.click(screen.getByRole('link', { name: 'Go to 1:02:05 in the video' }));
    expect(player.seeks()).toEqual([[3725, true]]);
    expect(current()).toBe('t-3725');
    expect(screen.getByTestId('address').textContent).toBe('?t=3725');
    // The player goes on from there.
    player.say(3730);
    expect(current()).toBe('t-3725');
  });

  it('leaves a click with a modifier to the browser (a new tab)', async () => {
    const player = fakePlayer();
    renderTranscript({ bridge: player.bridge });
    player.say(10);
    fireEvent.click(await screen.findByRole('link', { name: 'Go to 1:35 in the video' }), { ctrlKey: true });
    expect(player.seeks()).toEqual([]);
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('shows a plain transcript as paragraphs, without times', async () => {
    renderTranscript({ transcript: { lang: 'en', paragraphs: ['One.', 'Two.'] }, moment: 95 });
    await screen.findByText('Two.');
    expect(screen.queryByTestId('transcript-lines')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect((screen.getByTestId('transcript') as HTMLDetailsElement).open).toBe(false);
  });
});
