// The video player's facade: what watching costs, said before anything loads and tied to the Play
// button; the transcript offered instead; the line staying put when the video starts; starting at
// the page's moment, the bridge handed to the page, and Play pressed offline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { YouTubeBridge } from '../lib/youtube-bridge';
import { renderRoutes } from '../test/render-route';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

const nbsp = '\u00a0';
/** Testing Library's text queries read a no-break space as a space. */
const asText = (line: string) => line.replace(/\u00a0/g, ' ');
// 47 min 06 s: presentation-4 of the sample content.
const base: VideoPlayerProps = { videoId: 'abcdefghijk', title: 'Tracking Skills', durationSeconds: 2826 };

function renderPlayer(props: Partial<VideoPlayerProps> = {}, locale: 'en' | 'fr' | 'combined' = 'en') {
  return renderRoutes(
    [
      {
        path: '/video-presentations/presentation-4',
        Component: () => (
          <>
            <VideoPlayer {...base} {...props} />
            <details id="transcript" data-testid="transcript">
              <summary>Transcript</summary>
              <ol>
                <li id="t-95">
                  <a href="?t=95#t-95">1:35</a> Good morning everyone.
                </li>
              </ol>
            </details>
          </>
        ),
      },
    ],
    '/video-presentations/presentation-4',
    locale,
  );
}

describe('the video player facade', () => {
  it('says what watching costs, as the description of the Play button, before any iframe', async () => {
    renderPlayer({ transcriptHref: '#transcript' });
    const line = `47${nbsp}min · about 240${nbsp}MB at 360p`;
    const play = await screen.findByRole('button', { name: 'Play video: Tracking Skills' });
    const cost = screen.getByText(asText(line));
    expect(play.getAttribute('aria-describedby')).toBe(cost.id);
    expect(screen.getByRole('button', { description: line })).toBe(play);
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: 'Read the transcript instead (no video data)' });
    expect(link.getAttribute('href')).toBe('#transcript');
  });

  it('speaks French, with French units, in French and combined', async () => {
    renderPlayer({ transcriptHref: '#transcript' }, 'fr');
    await screen.findByRole('button', { name: /^Lire la vidéo.+Tracking Skills$/ });
    expect(screen.getByText('47 min · environ 240 Mo en 360p')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire plutôt la transcription (sans données vidéo)' })).toBeTruthy();
  });

  it('rounds long videos to tenths of a gigabyte in the reader format', async () => {
    renderPlayer({ durationSeconds: 4 * 3600 }, 'combined');
    await screen.findByRole('button', { name: /^Lire la vidéo.+Tracking Skills$/ });
    expect(screen.getByText('4 h · environ 1,2 Go en 360p')).toBeTruthy();
  });

  it('says nothing about cost without a duration, and offers no transcript without one', async () => {
    renderPlayer({ durationSeconds: undefined });
    const play = await screen.findByRole('button', { name: 'Play video: Tracking Skills' });
    expect(play.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByTestId('video-facts')).toBeNull();
    expect(screen.queryByRole('link', { name: /transcript/ })).toBeNull();
  });

  it('opens the transcript when the link is followed', async () => {
    renderPlayer({ transcriptHref: '#transcript' });
    const link = await screen.findByRole('link', { name: 'Read the transcript instead (no video data)' });
    const transcript = screen.getByTestId('transcript') as HTMLDetailsElement;
    expect(transcript.open).toBe(false);
    fireEvent.click(link);
    expect(transcript.open).toBe(true);
    expect(document.activeElement).toBe(transcript.querySelector('summary'));
  });

  it('keeps the line under the player once it plays, so nothing below moves', async () => {
    noIframeLoading();
    renderPlayer({ transcriptHref: '#transcript' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play video: Tracking Skills' }));
    const frame = await screen.findByTitle('Tracking Skills');
    expect(frame.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(screen.getByText('47 min · about 240 MB at 360p')).toBeTruthy();
  });

  it("starts at the page's moment, says so, and hands the page the bridge while it plays", async () => {
    noIframeLoading();
    const bridges: (YouTubeBridge | null)[] = [];
    const { unmount } = renderPlayer({ start: 95, onBridge: (bridge) => bridges.push(bridge) });
    const play = await screen.findByRole('button', { name: 'Play from 1:35: Tracking Skills' });
    expect(play.textContent).toBe('Play from 1:35');
    expect(bridges).toEqual([]);
    fireEvent.click(play);
    const frame = await screen.findByTitle('Tracking Skills');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('start')).toBe('95');
    // The bridge is imported with the player.
    await waitFor(() => expect(bridges).toHaveLength(1));
    expect(bridges[0]?.ready).toBe(false);
    unmount();
    expect(bridges.at(-1)).toBeNull();
  });

  it('starts at the moment in French too', async () => {
    renderPlayer({ start: 3725 }, 'fr');
    const play = await screen.findByRole('button', { name: 'Lire à partir de 1:02:05\u00a0: Tracking Skills' });
    expect(play.textContent).toBe('Lire à partir de 1:02:05');
  });

  it('leads to the line of the moment when the way to the transcript is a line', async () => {
    renderPlayer({ transcriptHref: '#t-95', start: 95 });
    const link = await screen.findByRole('link', { name: 'Read the transcript instead (no video data)' });
    const transcript = screen.getByTestId('transcript') as HTMLDetailsElement;
    fireEvent.click(link);
    expect(transcript.open).toBe(true);
    expect(document.activeElement?.getAttribute('href')).toBe('?t=95#t-95');
  });

  it('says the video cannot load when Play is pressed offline, and loads nothing', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPlayer({ transcriptHref: '#transcript' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play video: Tracking Skills' }));
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline: the video cannot load. The transcript is on this page.',
    );
    expect(document.querySelector('iframe')).toBeNull();
    onLine.mockReturnValue(true);
    noIframeLoading();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Tracking Skills' }));
    expect(await screen.findByTitle('Tracking Skills')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** happy-dom would load the player's page from YouTube; the tests only look at the iframe. */
function noIframeLoading() {
  const { happyDOM } = window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } };
  if (happyDOM) happyDOM.settings.disableIframePageLoading = true;
}
