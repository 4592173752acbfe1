// A test double of YouTube's embedded player for the browser tests (the machine is offline, and
// the real player is a third party): every request for `https://www.youtube-nocookie.com/embed/**`
// is answered with a small page that speaks the player's postMessage API as the site uses it
// (web/scripts/_youtube-bridge.ts), the only mock of the browser tests.
//
// - It honours its address: `start` (the second it starts at), `autoplay=1` (it plays at once),
//   and `origin` (it answers only that origin, to which it posts, as YouTube does).
// - Greeted with `{"event":"listening"}`, it answers `initialDelivery` and `onReady`, then sends
//   `infoDelivery` with its `currentTime` four times a second while it plays (the time advances in
//   real time), and `onStateChange` when asked to (`addEventListener`).
// - It obeys `seekTo`, `playVideo` and `pauseVideo`, and keeps every command it was sent.
//
//   await installYouTubeDouble(context);            // before the page presses Play
//   ...
//   const player = await youtubeDouble(page);       // what the double did, read in its frame
//   expect(player.currentTime).toBeGreaterThanOrEqual(95);
import { expect, type BrowserContext, type Frame, type Page } from '@playwright/test';

export const YOUTUBE_EMBED_URLS = 'https://www.youtube-nocookie.com/embed/**';

/** The player page. Plain JavaScript: it runs in the test browser, not in Node. */
const PLAYER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>YouTube player (test double)</title>
<style>html,body{margin:0;height:100%;background:#111;color:#eee;font:14px sans-serif}
p{margin:0;padding:12px}</style></head>
<body><p>Test double of the YouTube player: <span id="time">0</span> s</p>
<script>
(() => {
  const query = new URLSearchParams(location.search);
  const origin = query.get('origin');
  const videoId = decodeURIComponent(location.pathname.split('/').pop() || '');
  const player = {
    videoId,
    start: Number(query.get('start') || 0),
    autoplay: query.get('autoplay') === '1',
    enablejsapi: query.get('enablejsapi') === '1',
    origin,
    // YT.PlayerState: -1 unstarted, 1 playing, 2 paused, 5 cued.
    state: query.get('autoplay') === '1' ? 1 : 5,
    commands: [],
    listeningFrom: [],
    listeners: new Set(),
    id: undefined,
  };
  let base = player.start;
  let since = performance.now();
  player.currentTime = () => (player.state === 1 ? base + (performance.now() - since) / 1000 : base);
  window.youtubeDouble = player;

  const say = (event, info) => {
    // Only the page that greeted it, at the origin it was given (the real player's rule).
    if (!origin || player.id === undefined) return;
    parent.postMessage(JSON.stringify({ event, info, id: player.id, channel: 'widget' }), origin);
  };
  const info = () => ({ currentTime: player.currentTime(), playerState: player.state, playbackRate: 1, duration: 3600, videoData: { video_id: videoId } });
  const setState = (state) => {
    base = player.currentTime();
    since = performance.now();
    player.state = state;
    say('infoDelivery', info());
    if (player.listeners.has('onStateChange')) say('onStateChange', state);
  };

  addEventListener('message', (event) => {
    if (!player.enablejsapi || event.source !== parent || event.origin !== origin) return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.event === 'listening') {
      player.listeningFrom.push(event.origin);
      const first = player.id === undefined;
      player.id = message.id;
      if (first) { say('initialDelivery', info()); say('onReady', null); }
      return;
    }
    if (message.event !== 'command') return;
    player.commands.push({ func: message.func, args: message.args });
    const args = message.args || [];
    if (message.func === 'addEventListener') player.listeners.add(args[0]);
    if (message.func === 'seekTo' && typeof args[0] === 'number') {
      base = args[0];
      since = performance.now();
      say('infoDelivery', info());
    }
    if (message.func === 'playVideo') setState(1);
    if (message.func === 'pauseVideo') setState(2);
  });

  setInterval(() => {
    document.getElementById('time').textContent = player.currentTime().toFixed(1);
    if (player.state === 1) say('infoDelivery', { currentTime: player.currentTime(), playerState: 1 });
  }, 250);
})();
</script></body></html>`;

/** Answers every request for the embedded player, in `target`'s pages, with the double. */
export async function installYouTubeDouble(target: BrowserContext | Page): Promise<void> {
  await target.route(YOUTUBE_EMBED_URLS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: PLAYER_PAGE }),
  );
}

/** What the double was asked and where it is, as read in its frame. */
export interface YouTubeDoubleState {
  videoId: string;
  /** The address's `start`, `autoplay`, `enablejsapi` and `origin`. */
  start: number;
  autoplay: boolean;
  enablejsapi: boolean;
  origin: string | null;
  /** Its position, in seconds. */
  currentTime: number;
  /** YT.PlayerState: 1 playing, 2 paused, 5 cued. */
  state: number;
  /** Every command it received, in order. */
  commands: { func: string; args: unknown[] }[];
  /** The origins it was greeted from. */
  listeningFrom: string[];
}

/** The frame of the double in `page` (waits for it to be there). */
export async function youtubeDoubleFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the YouTube double has no frame');
  await frame.waitForFunction(() => 'youtubeDouble' in window);
  return frame;
}

/** The double's state in `page`, read now. */
export async function youtubeDouble(page: Page): Promise<YouTubeDoubleState> {
  const frame = await youtubeDoubleFrame(page);
  return frame.evaluate(() => {
    const player = (window as unknown as { youtubeDouble: Record<string, unknown> & { currentTime(): number } })
      .youtubeDouble;
    return {
      videoId: player.videoId as string,
      start: player.start as number,
      autoplay: player.autoplay as boolean,
      enablejsapi: player.enablejsapi as boolean,
      origin: player.origin as string | null,
      currentTime: player.currentTime(),
      state: player.state as number,
      commands: player.commands as { func: string; args: unknown[] }[],
      listeningFrom: player.listeningFrom as string[],
    };
  });
}

/** Waits until the double's time satisfies `test` (e.g. it has reached a moment), and returns it. */
export async function waitForYouTubeDoubleTime(
  page: Page,
  test: (seconds: number) => boolean,
  timeoutMs = 10_000,
): Promise<number> {
  let seen = 0;
  await expect
    .poll(
      async () => {
        seen = (await youtubeDouble(page)).currentTime;
        return test(seen);
      },
      { timeout: timeoutMs, message: "the YouTube double's time did not get there" },
    )
    .toBe(true);
  return seen;
}
