import { describe, expect, it } from 'vitest';
import { answerRange } from './range.ts';

// Reading the header itself is shared/lib/byte-range.ts's, tested there.

describe('answerRange', () => {
  const bytes = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);
  const whole = () =>
    new Response(bytes, { status: 200, headers: { 'content-type': 'audio/ogg', 'content-length': '1000' } });
  const ask = (range?: string) =>
    new Request('https://site.test/video-presentations/p-1/media/audio-en.ogg', {
      headers: range ? { range } : {},
    });

  it('answers a range with 206, its bytes, Content-Range and Content-Length', async () => {
    const response = await answerRange(ask('bytes=100-199'), whole());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-type')).toBe('audio/ogg');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it("answers the media element's first request (bytes=0-) with the whole file as a 206", async () => {
    const response = await answerRange(ask('bytes=0-'), whole());
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 0-999/1000');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers the last bytes, and a range cut to the end', async () => {
    const last = await answerRange(ask('bytes=-10'), whole());
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(bytes.slice(990));
    const cut = await answerRange(ask('bytes=995-2000'), whole());
    expect(cut.headers.get('content-range')).toBe('bytes 995-999/1000');
    expect(cut.headers.get('content-length')).toBe('5');
  });

  it('answers 416 with the size when the range starts past the end', async () => {
    const response = await answerRange(ask('bytes=1000-'), whole());
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
    expect(await response.text()).toBe('');
  });

  it('answers the whole file (200) with no range, or a range it ignores', async () => {
    for (const range of [undefined, 'bytes=0-1,5-9', 'bytes=9-1']) {
      const response = await answerRange(ask(range), whole());
      expect(response.status, String(range)).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
  });
});
