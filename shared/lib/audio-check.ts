/**
 * What an uploaded recording really is (issue #34, decision 0040), read from its bytes and not from
 * the name or type the browser gave: Ogg (Opus or Vorbis), MP3, WAV or MP4 audio (M4A, what phones
 * record), with its duration read from the container, as a talk's audio states its length. A file
 * that is none of these, or that carries a video track, or whose length cannot be read, is refused.
 * Pure: runs in the Worker and in Node's tests alike.
 */

export type AudioFormat = 'ogg' | 'mp3' | 'wav' | 'm4a';

export const AUDIO_FORMATS: Readonly<Record<AudioFormat, { contentType: string; extension: string }>> = {
  ogg: { contentType: 'audio/ogg', extension: 'ogg' },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3' },
  wav: { contentType: 'audio/wav', extension: 'wav' },
  m4a: { contentType: 'audio/mp4', extension: 'm4a' },
};

export type AudioCheck =
  { ok: true; format: AudioFormat; seconds: number } | { ok: false; reason: 'notAudio' | 'video' | 'unreadable' };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32le = (b: Uint8Array, at: number) => (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0;
const u32be = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;

function indexOf(bytes: Uint8Array, text: string, from = 0, to = bytes.length): number {
  const first = text.charCodeAt(0);
  outer: for (let at = from; at <= Math.min(to, bytes.length) - text.length; at += 1) {
    if (bytes[at] !== first) continue;
    for (let offset = 1; offset < text.length; offset += 1) {
      if (bytes[at + offset] !== text.charCodeAt(offset)) continue outer;
    }
    return at;
  }
  return -1;
}

function lastIndexOf(bytes: Uint8Array, text: string, from: number): number {
  for (let at = bytes.length - text.length; at >= from; at -= 1) {
    if (ascii(bytes, at, text.length) === text) return at;
  }
  return -1;
}

/** Ogg: the first stream's codec header, and the last page's granule position. */
function checkOgg(bytes: Uint8Array): AudioCheck {
  // A video stream's header (Theora, VP8 in Ogg) among the first pages.
  const head = Math.min(bytes.length, 64 * 1024);
  if (indexOf(bytes, '\x80theora', 0, head) >= 0 || indexOf(bytes, 'OVP80', 0, head) >= 0) {
    return { ok: false, reason: 'video' };
  }
  const segments = bytes[26] ?? 0;
  const packet = 27 + segments;
  let rate: number;
  let preSkip = 0;
  if (ascii(bytes, packet, 8) === 'OpusHead') {
    rate = 48_000;
    preSkip = u16le(bytes, packet + 10);
  } else if (ascii(bytes, packet, 7) === '\x01vorbis') {
    rate = u32le(bytes, packet + 12);
  } else {
    return { ok: false, reason: 'notAudio' };
  }
  const last = lastIndexOf(bytes, 'OggS', Math.max(0, bytes.length - 128 * 1024));
  if (last < 0 || rate <= 0) return { ok: false, reason: 'unreadable' };
  const granule = u32le(bytes, last + 6) + u32le(bytes, last + 10) * 2 ** 32;
  const seconds = (granule - preSkip) / rate;
  return seconds > 0 && Number.isFinite(seconds)
    ? { ok: true, format: 'ogg', seconds }
    : { ok: false, reason: 'unreadable' };
}

const MP3_BITRATES = {
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 0: [11_025, 12_000, 8_000] } as const;

interface Mp3Frame {
  bitrate: number;
  rate: number;
  length: number;
  samples: number;
  mpeg1: boolean;
  mono: boolean;
}

/** An MPEG audio layer III frame header at `at`, or null. */
function mp3Frame(bytes: Uint8Array, at: number): Mp3Frame | null {
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  if (version === 1 || layer !== 1) return null;
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? MP3_BITRATES.v1l3 : MP3_BITRATES.v2l3)[(b2 >> 4) & 15] ?? 0;
  const rate = MP3_RATES[version as 0 | 2 | 3][(b2 >> 2) & 3] ?? 0;
  if (!bitrate || !rate) return null;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor((samples / 8) * ((bitrate * 1000) / rate)) + padding;
  const mono = (bytes[at + 3] ?? 0) >> 6 === 3;
  return { bitrate, rate, length, samples, mpeg1, mono };
}

/** MP3: after an ID3 tag, two frames in a row; the Xing/Info or VBRI count, else a constant bitrate. */
function checkMp3(bytes: Uint8Array): AudioCheck {
  let start = 0;
  if (ascii(bytes, 0, 3) === 'ID3') {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    start = 10 + size;
  }
  // Some encoders pad after the tag: look a little further for the first frame.
  let frame: Mp3Frame | null = null;
  const limit = Math.min(bytes.length - 4, start + 4096);
  for (; start < limit; start += 1) {
    frame = mp3Frame(bytes, start);
    if (frame && mp3Frame(bytes, start + frame.length)) break;
    frame = null;
  }
  if (!frame) return { ok: false, reason: 'notAudio' };
  const sideInfo = frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = start + 4 + sideInfo;
  const tag = ascii(bytes, xing, 4);
  let frames = 0;
  if ((tag === 'Xing' || tag === 'Info') && (u32be(bytes, xing + 4) & 1) === 1) frames = u32be(bytes, xing + 8);
  else if (ascii(bytes, start + 36, 4) === 'VBRI') frames = u32be(bytes, start + 36 + 14);
  const seconds =
    frames > 0 ? (frames * frame.samples) / frame.rate : ((bytes.length - start) * 8) / (frame.bitrate * 1000);
  return seconds > 0 ? { ok: true, format: 'mp3', seconds } : { ok: false, reason: 'unreadable' };
}

/** WAV: the data chunk's size over the format's bytes per second. */
function checkWav(bytes: Uint8Array): AudioCheck {
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    if (id === 'fmt ') byteRate = u32le(bytes, at + 16);
    if (id === 'data') {
      if (!byteRate) return { ok: false, reason: 'unreadable' };
      const data = Math.min(size, bytes.length - at - 8);
      return { ok: true, format: 'wav', seconds: data / byteRate };
    }
    at += 8 + size + (size % 2);
  }
  return { ok: false, reason: 'unreadable' };
}

/** MP4: the movie header's duration; any track whose handler is video makes it a video. */
function checkMp4(bytes: Uint8Array): AudioCheck {
  let seconds = 0;
  let sound = false;
  const walk = (from: number, to: number): boolean => {
    let at = from;
    while (at + 8 <= to) {
      let size = u32be(bytes, at);
      const type = ascii(bytes, at + 4, 4);
      let header = 8;
      if (size === 1) {
        size = u32be(bytes, at + 8) * 2 ** 32 + u32be(bytes, at + 12);
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return true;
      if (type === 'moov' || type === 'trak' || type === 'mdia') {
        if (!walk(at + header, at + size)) return false;
      } else if (type === 'mvhd') {
        const version = bytes[at + header] ?? 0;
        const timescale = u32be(bytes, at + header + (version === 1 ? 20 : 12));
        const duration =
          version === 1
            ? u32be(bytes, at + header + 24) * 2 ** 32 + u32be(bytes, at + header + 28)
            : u32be(bytes, at + header + 16);
        seconds = timescale > 0 ? duration / timescale : 0;
      } else if (type === 'hdlr') {
        const handler = ascii(bytes, at + header + 8, 4);
        if (handler === 'vide') return false;
        if (handler === 'soun') sound = true;
      }
      at += size;
    }
    return true;
  };
  if (!walk(0, bytes.length)) return { ok: false, reason: 'video' };
  if (!sound) return { ok: false, reason: 'notAudio' };
  return seconds > 0 ? { ok: true, format: 'm4a', seconds } : { ok: false, reason: 'unreadable' };
}

/** What `bytes` are: audio of a known format with its duration in seconds, or why not. */
export function checkAudio(bytes: Uint8Array): AudioCheck {
  if (bytes.length < 32) return { ok: false, reason: 'notAudio' };
  if (ascii(bytes, 0, 4) === 'OggS') return checkOgg(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return checkWav(bytes);
  if (ascii(bytes, 4, 4) === 'ftyp') return checkMp4(bytes);
  return checkMp3(bytes);
}
