// The player's module on the server's facade (components/video-player.tsx): the link to YouTube
// becomes a Play button in the page's words, resuming where this device left the video; pressing
// it inserts the player at that second (and nothing before); offline it says so instead; a
// transcript time before Play moves the moment (address, marked line, Play's words).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '../app/components/video-player';
import { Transcript } from '../app/features/presentations/transcript';
import { renderThenRun } from '../app/test/render-html';

/** A presentation page's player (its facade, as VideoPlayer renders it) and timed transcript. */
async function load() {
  await renderThenRun(
    <>
      <VideoPlayer
        videoId="abcdefghijk"
        title="Tracking Skills"
        durationSeconds={2826}
        progress={{
          id: 'presentation-4',
          title: 'Tracking Skills',
          path: '/video-presentations/presentation-4',
          signedIn: false,
        }}
      />
      <Transcript
        id="transcript"
        lang="en"
        moment={undefined}
        transcript={{
          lang: 'en',
          lines: [
            { start: 0, text: 'Good evening.' },
            { start: 95, text: 'The first thing we teach new rangers is to read the ground.' },
          ],
        }}
      />
    </>,
    'video-player',
    { path: '/video-presentations/presentation-4' },
  );
}

const playButton = () => document.querySelector<HTMLButtonElement>('button.video-play')!;

/** The beacons the module sends (navigator.sendBeacon, which happy-dom would really send). */
let beacons: { url: string; body: Blob }[] = [];

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/video-presentations/presentation-4');
  const { happyDOM } = window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } };
  if (happyDOM) happyDOM.settings.disableIframePageLoading = true;
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
  // happy-dom reports the player's page it does not load: not this module's error.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the video player module', () => {
  it('makes the link a Play button in the page’s words, keeping what describes it', async () => {
    await load();
    expect(document.querySelector('a.video-play')).toBeNull();
    expect(playButton().getAttribute('aria-label')).toBe('Play video: Tracking Skills');
    expect(playButton().textContent?.trim()).toBe('Play video');
    // Still described by the facade's line of what watching costs.
    const describedBy = playButton().getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toMatch(/^47\smin/);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('resumes where this device left the video, and inserts the player there only when pressed', async () => {
    localStorage.setItem(
      'cta-progress',
      JSON.stringify({
        'presentation-presentation-4': {
          entry: { kind: 'presentation', id: 'presentation-4', at: 130, updatedAt: new Date().toISOString() },
          title: 'Tracking Skills',
          path: '/video-presentations/presentation-4',
        },
      }),
    );
    await load();
    expect(playButton().getAttribute('aria-label')).toBe('Play from 2:10: Tracking Skills');
    playButton().click();
    const frame = document.querySelector('iframe')!;
    const source = new URL(frame.src);
    expect(`${source.origin}${source.pathname}`).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(Object.fromEntries(source.searchParams)).toEqual({
      autoplay: '1',
      start: '130',
      enablejsapi: '1',
      origin: location.origin,
    });
    expect(frame.title).toBe('Tracking Skills');
    expect(document.querySelector('[data-module="video-player"]')?.getAttribute('data-state')).toBe('playing');
    // The line under the picture stays.
    expect(document.querySelector('.video-facts')).not.toBeNull();
    // The "watch" rung was chosen: counted once, by a beacon (issue #26).
    expect(beacons.map(({ url }) => url)).toEqual(['/api/rung-choices']);
    expect(JSON.parse(await beacons[0]!.body.text())).toEqual({ presentationId: 'presentation-4', rung: 'watch' });
  });

  it('says the video cannot load when pressed offline, and loads nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await load();
    playButton().click();
    expect(document.querySelector<HTMLElement>('.video-offline')?.hidden).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(beacons).toEqual([]);
  });

  it('before Play, a transcript time becomes the moment: the address, the marked line, Play’s words', async () => {
    await load();
    document.querySelector<HTMLElement>('[data-start="95"] a.transcript-time')!.click();
    expect(location.search).toBe('?t=95');
    expect(location.hash).toBe('');
    expect(document.querySelector<HTMLElement>('[aria-current="time"]')?.dataset.start).toBe('95');
    expect(playButton().getAttribute('aria-label')).toBe('Play from 1:35: Tracking Skills');
    playButton().click();
    expect(new URL(document.querySelector('iframe')!.src).searchParams.get('start')).toBe('95');
  });
});
