/**
 * Remembers where the viewer is in a presentation's video (decision 0025): the player's time, on
 * the device every few seconds while it plays, and in the member's account when the page is hidden
 * or the player goes. Answers the second to resume at (the device's entry, read after hydration),
 * for Play to start there when the page has no moment of its own.
 */
import { useEffect, useState } from 'react';
import { inProgress } from '#shared/lib/progress.ts';
import type { YouTubeBridge } from '../../lib/youtube-bridge';
import { deviceProgress, recordProgress, syncProgress } from '../../lib/progress';

/** Seconds of play between two records on the device. */
const RECORD_EVERY_SECONDS = 5;

export function useVideoProgress(input: {
  id: string;
  title: string;
  path: string;
  duration: number | undefined;
  bridge: YouTubeBridge | null;
  signedIn: boolean;
}): number | undefined {
  const { id, title, path, duration, bridge, signedIn } = input;
  const [resumeAt, setResumeAt] = useState<number>();

  useEffect(() => {
    let current = true;
    void Promise.resolve(deviceProgress('presentation', id)).then((stored) => {
      if (current && stored && inProgress(stored.entry, duration)) setResumeAt(stored.entry.at);
    });
    return () => {
      current = false;
    };
  }, [id, duration]);

  useEffect(() => {
    if (!bridge) return;
    let last = -RECORD_EVERY_SECONDS;
    const stop = bridge.onTime((seconds) => {
      if (Math.abs(seconds - last) < RECORD_EVERY_SECONDS) return;
      last = seconds;
      recordProgress({ kind: 'presentation', id, at: seconds, title, path });
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden' && signedIn) void syncProgress({ keepalive: true });
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onHide);
      const at = bridge.currentTime();
      if (at !== undefined) recordProgress({ kind: 'presentation', id, at, title, path });
      if (signedIn) void syncProgress({ keepalive: true });
    };
  }, [bridge, id, title, path, signedIn]);

  return resumeAt;
}
