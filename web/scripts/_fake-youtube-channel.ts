/** For tests of the YouTube bridge and what uses it: a channel whose player the test speaks for. */
import type { Channel } from './_youtube-bridge';

/** A channel whose sent messages are kept and whose player the test speaks for. */
export function fakeChannel() {
  const sent: Record<string, unknown>[] = [];
  let handler: ((message: unknown) => void) | undefined;
  const channel: Channel = {
    send: (message) => sent.push(message as Record<string, unknown>),
    listen(listener) {
      handler = listener;
      return () => (handler = undefined);
    },
  };
  const raw = (message: unknown) => handler?.(message);
  const say = (event: string, info?: unknown) => raw({ event, info, id: 1 });
  return { channel, sent, say, raw, listening: () => handler !== undefined };
}
