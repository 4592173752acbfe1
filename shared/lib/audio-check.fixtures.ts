/**
 * Small files for the tests of audio-check.ts and of the recorded answers (decision 0040): each
 * has just the structure the check reads (an Ogg Opus stream's first and last pages, a WAV's
 * chunks, an MP4's boxes with its track handler, MP3 frames), so a test can make any length or
 * size without a real recording.
 */
const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function le(value: number, bytes: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes);
  for (let index = 0; index < bytes; index += 1) out[index] = Math.floor(value / 2 ** (8 * index)) & 0xff;
  return out;
}

function be32(value: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

function oggPage(type: number, granule: number, packet: Uint8Array): Uint8Array<ArrayBuffer> {
  return concat([
    text('OggS'),
    Uint8Array.of(0, type),
    le(granule, 8),
    le(1234, 4),
    le(0, 4),
    le(0, 4),
    Uint8Array.of(1, packet.length),
    packet,
  ]);
}

/** An Ogg Opus stream of `seconds`, padded with silence bytes to at least `bytes`. */
export function oggOpus(seconds: number, bytes = 0): Uint8Array<ArrayBuffer> {
  const head = concat([text('OpusHead'), Uint8Array.of(1, 1), le(312, 2), le(48_000, 4), le(0, 2), Uint8Array.of(0)]);
  const first = oggPage(2, 0, head);
  const last = oggPage(4, Math.round(seconds * 48_000) + 312, Uint8Array.of(0xf8, 0xff, 0xfe));
  const filler = new Uint8Array(Math.max(0, bytes - first.length - last.length));
  return concat([first, filler, last]);
}

/** A WAV of `seconds` of 8 kHz 8-bit mono. */
export function wav(seconds: number): Uint8Array<ArrayBuffer> {
  const data = Math.round(seconds * 8000);
  const fmt = concat([text('fmt '), le(16, 4), le(1, 2), le(1, 2), le(8000, 4), le(8000, 4), le(1, 2), le(8, 2)]);
  return concat([
    text('RIFF'),
    le(4 + fmt.length + 8 + data, 4),
    text('WAVE'),
    fmt,
    text('data'),
    le(data, 4),
    new Uint8Array(data),
  ]);
}

function box(type: string, ...children: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const body = concat(children);
  return concat([be32(8 + body.length), text(type), body]);
}

/** An MP4 of `seconds` with one track whose handler is `handler` ('soun': M4A audio; 'vide': a video). */
export function mp4(seconds: number, handler: 'soun' | 'vide'): Uint8Array<ArrayBuffer> {
  const mvhd = box('mvhd', new Uint8Array(12), be32(1000), be32(Math.round(seconds * 1000)), new Uint8Array(80));
  const hdlr = box('hdlr', new Uint8Array(8), text(handler), new Uint8Array(13));
  return concat([
    box('ftyp', text('M4A '), be32(0), text('isomM4A ')),
    box('moov', mvhd, box('trak', box('mdia', hdlr))),
  ]);
}

/** An MPEG-1 layer III stream at 128 kbit/s, 44.1 kHz, of about `seconds`. */
export function mp3(seconds: number): Uint8Array<ArrayBuffer> {
  const frameLength = 417;
  const frame = new Uint8Array(frameLength);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const count = Math.round((seconds * 44_100) / 1152);
  return concat(Array.from({ length: count }, () => frame));
}
