/**
 * Talks to an embedded YouTube player over postMessage, the protocol YouTube's own IFrame Player
 * API script speaks (www-widgetapi.js), without loading that script: no request to YouTube before
 * the visitor presses Play, and nothing more after it than the player itself.
 *
 * - Once the player's page has loaded, the page greets it (`{"event":"listening"}`) until it
 *   answers; the player then sends `initialDelivery`, and `infoDelivery` whenever something
 *   changes (its `currentTime` while it plays), besides the events it was asked for
 *   (`onStateChange`, `onReady`). Not before the load: the frame is still this page's blank
 *   document, and Chrome logs an error for a message to another origin than its own. Nor for
 *   ever: a player that has not answered after ten seconds is not there (offline, blocked, an
 *   error page), and greeting it would only log errors.
 * - Commands are `{"event":"command","func":"seekTo","args":[95,true]}`; those given before the
 *   player answered are sent when it does.
 * - Only messages from the iframe's own window and origin are read; commands go to that origin only.
 * The iframe needs `enablejsapi=1&origin=<this page's origin>` in its address (`youtubeEmbedUrl`
 * of lib/youtube-embed.ts).
 *
 * Used by the presentation page (a transcript line seeks the video, the line being spoken is
 * marked); `onTime` and `currentTime()` are what a "resume where you left off" needs. The video
 * player imports it when Play is pressed, with the player: no page loads it before.
 */

/** YouTube's player states (YT.PlayerState). */
export const PLAYER_STATES = {
  [-1]: 'unstarted',
  0: 'ended',
  1: 'playing',
  2: 'paused',
  3: 'buffering',
  5: 'cued',
} as const;
export type PlayerState = (typeof PLAYER_STATES)[keyof typeof PLAYER_STATES];

export interface YouTubeBridge {
  /** True once the player has answered (until then, commands wait). */
  readonly ready: boolean;
  /** The player's state, once it has said. */
  readonly state: PlayerState | undefined;
  /**
   * Where the video is, in seconds (carried forward by the time elapsed while it plays, as
   * YouTube's `getCurrentTime` does); undefined until the player has said.
   */
  currentTime(): number | undefined;
  seekTo(seconds: number): void;
  play(): void;
  pause(): void;
  /** Calls `listener` with the time each time the player reports one (a few times a second while playing). */
  onTime(listener: (seconds: number) => void): () => void;
  onState(listener: (state: PlayerState) => void): () => void;
  /** Calls `listener` once the player answers (at once if it already has). */
  onReady(listener: () => void): () => void;
  /** Stops listening and greeting; commands are no longer sent. */
  dispose(): void;
}

export interface BridgeOptions {
  /** How often the player is greeted until it answers (YouTube's script: 250 ms). */
  greetEveryMs?: number;
  /** How many times, at most, after each load of its page. */
  greetTimes?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** One side of the conversation: the page's window and the player's. */
export interface Channel {
  /** Sends a message to the player. */
  send(message: object): void;
  /** Calls `handler` with every message from the player, parsed; returns the way to stop. */
  listen(handler: (message: unknown) => void): () => void;
}

/** The channel to the player in `iframe`: its window, its origin (from its address), nothing else. */
function frameChannel(iframe: HTMLIFrameElement): Channel {
  const origin = new URL(iframe.src).origin;
  const view = iframe.ownerDocument.defaultView ?? window;
  return {
    send(message) {
      iframe.contentWindow?.postMessage(JSON.stringify(message), origin);
    },
    listen(handler) {
      const receive = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== iframe.contentWindow || typeof event.data !== 'string') return;
        let message: unknown;
        try {
          message = JSON.parse(event.data);
        } catch {
          return;
        }
        handler(message);
      };
      view.addEventListener('message', receive);
      return () => view.removeEventListener('message', receive);
    },
  };
}

/** The `currentTime`, `playerState` and `playbackRate` a player message carries, when it does. */
interface PlayerInfo {
  currentTime?: number;
  playerState?: number;
  playbackRate?: number;
}

function infoOf(message: unknown): { event: string; info: unknown } | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { event, info } = message as { event?: unknown; info?: unknown };
  return typeof event === 'string' ? { event, info } : undefined;
}

const isPlayerInfo = (info: unknown): info is PlayerInfo => typeof info === 'object' && info !== null;
const stateName = (code: unknown): PlayerState | undefined =>
  typeof code === 'number' ? PLAYER_STATES[code as keyof typeof PLAYER_STATES] : undefined;

let nextBridgeId = 1;

/** Starts talking to the player in `iframe` (inserted, with the address `youtubeEmbedUrl` gives). */
export function connectYouTubePlayer(iframe: HTMLIFrameElement, options: BridgeOptions = {}): YouTubeBridge {
  return createBridge(frameChannel(iframe), options, (startGreeting) => {
    // Greeted on each load of the player's page (as YouTube's script does), and at once when it
    // has already left this page's blank document (its document is then out of reach).
    iframe.addEventListener('load', startGreeting);
    if (iframe.contentDocument === null) startGreeting();
    return () => iframe.removeEventListener('load', startGreeting);
  });
}

/**
 * The bridge over any channel. `whenToGreet` is given the function that starts greeting the
 * player and returns the way to stop calling it; by default the greeting starts at once.
 */
export function createBridge(
  channel: Channel,
  { greetEveryMs = 250, greetTimes = 40, now = () => Date.now() }: BridgeOptions = {},
  whenToGreet: (startGreeting: () => void) => () => void = (startGreeting) => {
    startGreeting();
    return () => {};
  },
): YouTubeBridge {
  const id = nextBridgeId++;
  const timeListeners = new Set<(seconds: number) => void>();
  const stateListeners = new Set<(state: PlayerState) => void>();
  const readyListeners = new Set<() => void>();
  const waiting: object[] = [];
  let ready = false;
  let disposed = false;
  let state: PlayerState | undefined;
  let time: { seconds: number; at: number; rate: number } | undefined;
  let greeting: ReturnType<typeof setInterval> | undefined;

  const send = (message: object) => channel.send({ ...message, id, channel: 'widget' });
  const command = (func: string, args: unknown[] = []) => {
    if (disposed) return;
    const message = { event: 'command', func, args };
    if (ready) send(message);
    else waiting.push(message);
  };
  const stopGreeting = () => {
    if (greeting !== undefined) clearInterval(greeting);
    greeting = undefined;
  };
  const startGreeting = () => {
    stopGreeting();
    if (ready || disposed) return;
    let left = greetTimes - 1;
    send({ event: 'listening' });
    greeting = setInterval(() => {
      if (ready || disposed || left <= 0) stopGreeting();
      else {
        left -= 1;
        send({ event: 'listening' });
      }
    }, greetEveryMs);
  };

  const becomeReady = () => {
    if (ready) return;
    ready = true;
    stopGreeting();
    // Ask for the events the page follows, then what was asked before the player answered.
    send({ event: 'command', func: 'addEventListener', args: ['onStateChange'] });
    for (const message of waiting.splice(0)) send(message);
    for (const listener of [...readyListeners]) listener();
  };

  const setState = (next: PlayerState | undefined) => {
    if (next === undefined || next === state) return;
    // The clock runs only while playing: carry the time to now under the old state first.
    const carried = position();
    state = next;
    if (time && carried !== undefined) time = { ...time, seconds: carried, at: now() };
    for (const listener of [...stateListeners]) listener(next);
  };

  const setTime = (seconds: number, rate: number | undefined) => {
    time = { seconds, at: now(), rate: rate ?? time?.rate ?? 1 };
    for (const listener of [...timeListeners]) listener(seconds);
  };

  const position = (): number | undefined => {
    if (!time) return undefined;
    if (state !== 'playing') return time.seconds;
    // At most a second ahead of the last report, as YouTube's getCurrentTime.
    return time.seconds + Math.min(1, Math.max(0, ((now() - time.at) / 1000) * time.rate));
  };

  const stopListening = channel.listen((message) => {
    if (disposed) return;
    const parsed = infoOf(message);
    if (!parsed) return;
    becomeReady();
    const { event, info } = parsed;
    if (event === 'onStateChange') setState(stateName(isPlayerInfo(info) ? info.playerState : info));
    if ((event === 'infoDelivery' || event === 'initialDelivery') && isPlayerInfo(info)) {
      // The state first, so the time that comes with it is carried forward from the new state.
      setState(stateName(info.playerState));
      if (typeof info.currentTime === 'number' && Number.isFinite(info.currentTime)) {
        setTime(info.currentTime, typeof info.playbackRate === 'number' ? info.playbackRate : undefined);
      }
    }
  });
  const stopLoadGreeting = whenToGreet(startGreeting);

  const subscribe = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  return {
    get ready() {
      return ready;
    },
    get state() {
      return state;
    },
    currentTime: position,
    seekTo(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) return;
      command('seekTo', [seconds, true]);
      // Said at once, so a line chosen while the player is paused is marked without waiting.
      if (ready) setTime(seconds, undefined);
    },
    play: () => command('playVideo'),
    pause: () => command('pauseVideo'),
    onTime: (listener) => subscribe(timeListeners, listener),
    onState: (listener) => subscribe(stateListeners, listener),
    onReady(listener) {
      if (ready) {
        listener();
        return () => {};
      }
      return subscribe(readyListeners, listener);
    },
    dispose() {
      disposed = true;
      stopGreeting();
      stopListening();
      stopLoadGreeting();
      timeListeners.clear();
      stateListeners.clear();
      readyListeners.clear();
      waiting.length = 0;
    },
  };
}
