import { describe, expect, it } from 'vitest';
import { base64Stream, talkFileStream } from './stream';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('base64 as a stream', () => {
  it('writes what encoding the whole file at once writes, whatever the chunks', async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, index) => (index * 7919) % 256);
    for (const cuts of [[1000], [1, 2, 997], [5, 5, 5, 985], [333, 334, 333], [999, 1]]) {
      let at = 0;
      const chunks = cuts.map((length) => bytes.slice(at, (at += length)));
      expect(await text(streamOf(chunks).pipeThrough(base64Stream()))).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('puts the head and the tail around it', async () => {
    const body = talkFileStream('<a src="', streamOf([new Uint8Array([1, 2, 3, 4])]), '">');
    expect(await text(body)).toBe(`<a src="${Buffer.from([1, 2, 3, 4]).toString('base64')}">`);
  });
});
