// The local content service's fault control (dev/content-service/control.ts), as the benches that
// make it slow use it: `faults` with a collection and a delay, `reset`.
import { CONTROL_PATH } from '../content-service/app';

/** A caller of the control of the content service at `contentUrl`; throws when it refuses. */
export function contentControl(contentUrl: string) {
  return async (what: string, body: unknown = {}): Promise<void> => {
    const response = await fetch(`${contentUrl}${CONTROL_PATH}/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`content control ${what}: ${response.status}`);
  };
}
