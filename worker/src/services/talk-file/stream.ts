/**
 * A talk file's bytes as a stream (issue #35, shared/lib/talk-file.ts): its head, then the media
 * file in base64 as it is read, then its tail. Base64 turns every 3 bytes into 4 characters, so each
 * chunk is encoded up to a multiple of 3 and the 0-2 bytes left over wait for the next one: the
 * output is the same as encoding the whole file at once, and no more than one chunk is held.
 * No Hono inside.
 */

const encoder = new TextEncoder();

/** Base64 of `bytes` (a length that is a multiple of 3, except at the very end). */
function encode(bytes: Uint8Array): Uint8Array {
  let binary = '';
  // String.fromCharCode with many arguments at once, in slices the call stack takes.
  for (let offset = 0; offset < bytes.length; offset += 0x3000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x3000));
  }
  return encoder.encode(btoa(binary));
}

/** A stream that writes the base64 of the bytes written to it, in 3-byte-aligned chunks. */
export function base64Stream(): TransformStream<Uint8Array, Uint8Array> {
  let carry = new Uint8Array(0);
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const bytes = carry.length === 0 ? chunk : concat(carry, chunk);
      const aligned = bytes.length - (bytes.length % 3);
      carry = bytes.slice(aligned);
      if (aligned > 0) controller.enqueue(encode(bytes.subarray(0, aligned)));
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(encode(carry));
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/**
 * `head`, then `media` in base64, then `tail`, as one stream (the caller gives it its length). The
 * media is read only as the stream is: a slow reader holds back the file's host, not memory.
 */
export function talkFileStream(
  head: string,
  media: ReadableStream<Uint8Array>,
  tail: string,
): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const write = async () => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(head));
    writer.releaseLock();
    await media.pipeThrough(base64Stream()).pipeTo(writable, { preventClose: true });
    const end = writable.getWriter();
    await end.write(encoder.encode(tail));
    await end.close();
  };
  write().catch((error: unknown) => {
    console.warn('talk file:', error instanceof Error ? error.message : error);
    void writable.abort(error).catch(() => undefined);
  });
  return readable;
}
