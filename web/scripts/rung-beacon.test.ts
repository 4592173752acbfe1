// The rung choices' beacon (web/scripts/_rung-beacon.ts, issue #26): what the page sends the Worker
// (POST /api/rung-choices, a JSON Blob, checked by the Worker with shared/schemas/rung-choice.ts),
// once per presentation and rung, and nothing where the browser cannot send beacons or asks not to
// be tracked. happy-dom has no sendBeacon: the browser's own function is stood in for here.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rungChoiceSchema } from '#shared/schemas/rung-choice.ts';

type Beacon = (url: string, body: Blob) => boolean;

async function load() {
  vi.resetModules();
  return import('./_rung-beacon.ts');
}

describe('sendRungChoice', () => {
  let beacon: ReturnType<typeof vi.fn<Beacon>>;

  beforeEach(() => {
    beacon = vi.fn<Beacon>(() => true);
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: null, sendBeacon: beacon });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the presentation and the rung as a JSON Blob to /api/rung-choices, once per rung', async () => {
    const { sendRungChoice } = await load();
    expect(sendRungChoice('presentation-1', 'read')).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/rung-choices');
    expect(body).toBeInstanceOf(Blob);
    expect(body?.type).toBe('application/json');
    const sentBody: unknown = JSON.parse((await body?.text()) ?? '');
    expect(sentBody).toEqual({ presentationId: 'presentation-1', rung: 'read' });
    // What the Worker accepts.
    expect(v.is(rungChoiceSchema, sentBody)).toBe(true);

    // The same choice again on this page: nothing more; another rung or talk: one more each.
    expect(sendRungChoice('presentation-1', 'read')).toBe(false);
    expect(sendRungChoice('presentation-1', 'watch')).toBe(true);
    expect(sendRungChoice('presentation-2', 'read')).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(3);
  });

  it('sends again a choice the browser refused to queue', async () => {
    beacon.mockReturnValueOnce(false);
    const { sendRungChoice } = await load();
    expect(sendRungChoice('presentation-1', 'listen')).toBe(false);
    expect(sendRungChoice('presentation-1', 'listen')).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('does nothing, silently, without sendBeacon, when it throws, or when the browser asks not to be tracked', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    expect((await load()).sendRungChoice('presentation-1', 'read')).toBe(false);

    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: () => {
        throw new TypeError('beacon refused');
      },
    });
    expect((await load()).sendRungChoice('presentation-1', 'read')).toBe(false);

    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1', sendBeacon: beacon });
    expect((await load()).sendRungChoice('presentation-1', 'read')).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: null, globalPrivacyControl: true, sendBeacon: beacon });
    expect((await load()).sendRungChoice('presentation-1', 'read')).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });
});
