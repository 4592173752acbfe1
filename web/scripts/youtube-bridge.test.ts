// The bridge to YouTube's player over postMessage: the greeting until the player answers,
// commands queued until then, times and states read from its messages (and carried forward while
// it plays), messages from any other window or origin ignored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectYouTubePlayer, createBridge } from './_youtube-bridge';
import { fakeChannel } from './_fake-youtube-channel';
import { youtubeEmbedUrl } from './_youtube-embed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('youtubeEmbedUrl', () => {
  it('asks for the API, this origin, and the start and autoplay when given', () => {
    expect(youtubeEmbedUrl('abcdefghijk', { origin: 'https://site.example', start: 95.6, autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&start=95&enablejsapi=1&origin=https%3A%2F%2Fsite.example',
    );
    expect(youtubeEmbedUrl('abcdefghijk', { origin: 'http://127.0.0.1:8787', start: 0 })).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?enablejsapi=1&origin=http%3A%2F%2F127.0.0.1%3A8787',
    );
  });
});

describe('the YouTube bridge', () => {
  it('greets the player until it answers, then asks for state changes and stops greeting', () => {
    const { channel, sent, say } = fakeChannel();
    const bridge = createBridge(channel, { greetEveryMs: 250 });
    expect(sent).toEqual([{ event: 'listening', id: expect.any(Number), channel: 'widget' }]);
    vi.advanceTimersByTime(750);
    expect(sent.filter((message) => message.event === 'listening')).toHaveLength(4);
    expect(bridge.ready).toBe(false);

    const ready = vi.fn();
    bridge.onReady(ready);
    say('initialDelivery', { playerState: -1, currentTime: 0 });
    expect(bridge.ready).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(sent.at(-1)).toMatchObject({ event: 'command', func: 'addEventListener', args: ['onStateChange'] });
    const count = sent.length;
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(count);
    // Asked once ready, it answers at once.
    const late = vi.fn();
    bridge.onReady(late);
    expect(late).toHaveBeenCalledTimes(1);
    bridge.dispose();
  });

  it('stops greeting a player that never answers', () => {
    const { channel, sent } = fakeChannel();
    const bridge = createBridge(channel, { greetEveryMs: 250, greetTimes: 8 });
    vi.advanceTimersByTime(60_000);
    expect(sent.filter((message) => message.event === 'listening')).toHaveLength(8);
    expect(bridge.ready).toBe(false);
    bridge.dispose();
  });

  it('keeps commands given before the player answered and sends them, in order, when it does', () => {
    const { channel, sent, say } = fakeChannel();
    const bridge = createBridge(channel);
    bridge.seekTo(95);
    bridge.play();
    expect(sent.some((message) => message.event === 'command')).toBe(false);
    say('initialDelivery', {});
    const commands = sent
      .filter((message) => message.event === 'command')
      .map((message) => [message.func, message.args]);
    expect(commands).toEqual([
      ['addEventListener', ['onStateChange']],
      ['seekTo', [95, true]],
      ['playVideo', []],
    ]);
    bridge.seekTo(-3);
    bridge.seekTo(Number.NaN);
    expect(sent.filter((message) => message.func === 'seekTo')).toHaveLength(1);
    bridge.dispose();
  });

  it('reports the times and states the player delivers, and carries the time forward while playing', () => {
    const { channel, say } = fakeChannel();
    let clock = 1_000_000;
    const bridge = createBridge(channel, { now: () => clock });
    const times: number[] = [];
    const states: string[] = [];
    bridge.onTime((seconds) => times.push(seconds));
    bridge.onState((state) => states.push(state));
    expect(bridge.currentTime()).toBeUndefined();

    say('initialDelivery', { playerState: 5, currentTime: 0 });
    say('infoDelivery', { playerState: 1, currentTime: 95 });
    expect(bridge.state).toBe('playing');
    expect(bridge.currentTime()).toBe(95);
    clock += 400;
    expect(bridge.currentTime()).toBeCloseTo(95.4);
    // Never more than a second ahead of the last report.
    clock += 5000;
    expect(bridge.currentTime()).toBeCloseTo(96);

    say('onStateChange', 2);
    expect(bridge.state).toBe('paused');
    clock += 3000;
    expect(bridge.currentTime()).toBeCloseTo(96);
    say('infoDelivery', { currentTime: 120.5 });
    expect(times).toEqual([0, 95, 120.5]);
    expect(states).toEqual(['cued', 'playing', 'paused']);
    bridge.dispose();
  });

  it('says the new time at once when it seeks a player that answered', () => {
    const { channel, say } = fakeChannel();
    const bridge = createBridge(channel);
    const times: number[] = [];
    bridge.onTime((seconds) => times.push(seconds));
    say('initialDelivery', { playerState: 2, currentTime: 10 });
    bridge.seekTo(1290);
    expect(times).toEqual([10, 1290]);
    expect(bridge.currentTime()).toBe(1290);
    bridge.dispose();
  });

  it('ignores messages that are not the player speaking, and stops everything once disposed', () => {
    const { channel, sent, raw, say, listening } = fakeChannel();
    const bridge = createBridge(channel);
    const times: number[] = [];
    const unsubscribe = bridge.onTime((seconds) => times.push(seconds));
    for (const message of [null, 'text', 42, { info: { currentTime: 3 } }, { event: 7 }]) raw(message);
    expect(bridge.ready).toBe(false);
    say('infoDelivery', { currentTime: 'soon' });
    say('infoDelivery', { currentTime: Number.POSITIVE_INFINITY });
    expect(times).toEqual([]);
    unsubscribe();
    say('infoDelivery', { currentTime: 8 });
    expect(times).toEqual([]);
    expect(bridge.currentTime()).toBe(8);
    bridge.dispose();
    expect(listening()).toBe(false);
    const count = sent.length;
    vi.advanceTimersByTime(1000);
    bridge.seekTo(10);
    bridge.pause();
    expect(sent).toHaveLength(count);
  });
});

describe('connectYouTubePlayer', () => {
  /** An iframe stand-in: its address and its window (a fake one that records what it is sent). */
  function frame(src = 'https://www.youtube-nocookie.com/embed/abcdefghijk?enablejsapi=1') {
    const received: { message: unknown; origin: string }[] = [];
    const contentWindow = { postMessage: (message: unknown, origin: string) => received.push({ message, origin }) };
    const element = document.createElement('iframe');
    Object.defineProperty(element, 'src', { value: src });
    Object.defineProperty(element, 'contentWindow', { value: contentWindow });
    // Its page has loaded: its document is another origin's, out of reach.
    Object.defineProperty(element, 'contentDocument', { value: null, configurable: true });
    return { element, contentWindow, received };
  }
  const tell = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('sends to the player origin only, as JSON text', () => {
    const { element, received } = frame();
    const bridge = connectYouTubePlayer(element);
    expect(received[0]).toEqual({
      message: expect.stringMatching(/^\{"event":"listening","id":\d+,"channel":"widget"\}$/),
      origin: 'https://www.youtube-nocookie.com',
    });
    bridge.dispose();
  });

  it('reads only messages from the player window and origin', () => {
    const { element, contentWindow } = frame();
    const bridge = connectYouTubePlayer(element);
    const times: number[] = [];
    bridge.onTime((seconds) => times.push(seconds));
    const info = (currentTime: number) => JSON.stringify({ event: 'infoDelivery', info: { currentTime } });
    tell(info(1), 'https://evil.example', contentWindow);
    tell(info(2), 'https://www.youtube-nocookie.com', {});
    tell(info(3), 'https://www.youtube-nocookie.com', window);
    tell('not json', 'https://www.youtube-nocookie.com', contentWindow);
    tell({ event: 'infoDelivery', info: { currentTime: 4 } }, 'https://www.youtube-nocookie.com', contentWindow);
    expect(bridge.ready).toBe(false);
    tell(info(5), 'https://www.youtube-nocookie.com', contentWindow);
    expect(times).toEqual([5]);
    expect(bridge.ready).toBe(true);
    bridge.dispose();
    tell(info(6), 'https://www.youtube-nocookie.com', contentWindow);
    expect(times).toEqual([5]);
  });

  it("waits for the player's page to load before greeting it, and greets again on each load", () => {
    const { element, received } = frame();
    // Still this page's blank document: a message to another origin would only log an error.
    Object.defineProperty(element, 'contentDocument', { value: document, configurable: true });
    const bridge = connectYouTubePlayer(element, { greetEveryMs: 10_000 });
    vi.advanceTimersByTime(30_000);
    expect(received).toHaveLength(0);
    Object.defineProperty(element, 'contentDocument', { value: null });
    element.dispatchEvent(new Event('load'));
    expect(received).toHaveLength(1);
    element.dispatchEvent(new Event('load'));
    expect(received).toHaveLength(2);
    bridge.dispose();
    element.dispatchEvent(new Event('load'));
    expect(received).toHaveLength(2);
  });
});
