// The video player's facade as the server renders it: what watching costs, said before anything
// loads and tied to the link to the video (the Play button its module makes of it); the transcript
// offered instead; the page's moment in the link and in the Play texts the module will show.
// (Playing, seeking and resuming: web/scripts/video-player.ts, in the browser tests.)
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

const player = () => document.querySelector<HTMLElement>('[data-module="video-player"]')!;

describe('the video player facade', () => {
  it('says what watching costs, as the description of the link to the video, before any iframe', async () => {
    renderPlayer({ transcriptHref: '#transcript' });
    const line = `47${nbsp}min · about 240${nbsp}MB at 360p`;
    const watch = await screen.findByRole('link', { name: 'Watch this video on YouTube' });
    const cost = screen.getByText(asText(line));
    expect(watch.getAttribute('aria-describedby')).toBe(cost.id);
    expect(watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: 'Read the transcript instead (no video data)' });
    expect(link.getAttribute('href')).toBe('#transcript');
    // What the module says once it makes the link a Play button.
    expect(player().dataset).toMatchObject({
      videoId: 'abcdefghijk',
      title: 'Tracking Skills',
      label: 'Play video',
      name: 'Play video: Tracking Skills',
      labelFrom: 'Play from {time}',
      nameFrom: 'Play from {time}: Tracking Skills',
    });
    expect(screen.getByText('You are offline: the video cannot load. The transcript is on this page.').hidden).toBe(
      true,
    );
  });

  it('speaks French, with French units, in French and combined', async () => {
    renderPlayer({ transcriptHref: '#transcript' }, 'fr');
    await screen.findByRole('link', { name: 'Regarder cette vidéo sur YouTube' });
    expect(screen.getByText('47 min · environ 240 Mo en 360p').hidden).toBe(false);
    expect(
      screen.getByRole('link', { name: 'Lire plutôt la transcription (sans données vidéo)' }).getAttribute('href'),
    ).toBe('#transcript');
    expect(player().dataset.nameFrom).toBe('Lire à partir de {time}\u00a0: Tracking Skills');
  });

  it('rounds long videos to tenths of a gigabyte in the reader format', async () => {
    renderPlayer({ durationSeconds: 4 * 3600 }, 'combined');
    await screen.findByRole('link', { name: 'Regarder cette vidéo sur YouTube' });
    expect(screen.getByText('4 h · environ 1,2 Go en 360p').hidden).toBe(false);
  });

  it('says nothing about cost without a duration, and offers no transcript without one', async () => {
    renderPlayer({ durationSeconds: undefined });
    const watch = await screen.findByRole('link', { name: 'Watch this video on YouTube' });
    expect(watch.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByTestId('video-facts')).toBeNull();
    expect(screen.queryByRole('link', { name: /transcript/ })).toBeNull();
  });

  it("starts at the page's moment on YouTube, and gives the module the moment and what to keep", async () => {
    renderPlayer({
      start: 95,
      progress: {
        id: 'presentation-4',
        title: 'Tracking Skills',
        path: '/video-presentations/presentation-4',
        signedIn: true,
      },
    });
    const watch = await screen.findByRole('link', { name: 'Watch this video on YouTube' });
    expect(watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abcdefghijk&t=95s');
    expect(player().dataset).toMatchObject({
      start: '95',
      progressId: 'presentation-4',
      progressPath: '/video-presentations/presentation-4',
      signedIn: 'true',
    });
  });

  it('renders nothing for an id that is not a YouTube id', () => {
    renderPlayer({ videoId: 'no good/../x' });
    expect(document.querySelector('[data-module="video-player"]')).toBeNull();
  });
});
