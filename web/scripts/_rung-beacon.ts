/**
 * Reports a rung of a presentation's ladder the reader chose where the Worker cannot see it
 * (reading the transcript on the page, pressing Play on the video player): one beacon to
 * `POST /api/rung-choices` (issue #26, decision 0016: first-party, no cookie, nothing about the
 * person). Once per presentation and rung on a page; nothing when the browser cannot send beacons
 * or asks not to be tracked (the Worker checks DNT and Sec-GPC again).
 */
import type { Rung } from '#shared/schemas/rung-choice.ts';

export const RUNG_CHOICES_ENDPOINT = '/api/rung-choices';

const sent = new Set<string>();

/** Queues the beacon; answers whether the browser took it (false: not sent, or sent before). */
export function sendRungChoice(presentationId: string, rung: Rung): boolean {
  const key = `${rung} ${presentationId}`;
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (sent.has(key) || typeof nav.sendBeacon !== 'function') return false;
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return false;
    const body = new Blob([JSON.stringify({ presentationId, rung })], { type: 'application/json' });
    const queued = nav.sendBeacon(RUNG_CHOICES_ENDPOINT, body);
    if (queued) sent.add(key);
    return queued;
  } catch {
    // A refused beacon (a policy, a full queue) is a choice not counted, never an error on the page.
    return false;
  }
}
