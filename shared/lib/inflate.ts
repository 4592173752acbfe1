/**
 * A strict, bounded zlib (RFC 1950) / deflate (RFC 1951) decoder for the image check (issue #23
 * item 2): a PNG's image data must inflate to exactly the bytes its header announces, and a
 * decompression bomb must stop before it costs memory or time. So the output buffer is allocated
 * once at the expected size, and the first byte that would go past it ends the decode; nothing
 * else grows. Written after Mark Adler's `puff` (zlib's reference decoder, canonical Huffman
 * decoding bit by bit), with zlib's own rules for what is an error: a bad header, a preset
 * dictionary, a stored block whose lengths disagree, an over-subscribed or (except for a single
 * code) incomplete code, a length or distance code that does not exist, a distance further back
 * than the output or the window, a wrong Adler-32, and here also any byte after the stream.
 *
 * Synchronous and dependency-free, so the browser and the Worker run the same code. Work is
 * linear in input plus output (at most 15 steps per symbol), both bounded by the caller.
 */

const MAX_BITS = 15;

class Fail extends Error {}
const fail = (): never => {
  throw new Fail();
};

interface Huffman {
  /** Number of codes of each length 0..15. */
  count: Uint16Array;
  /** Symbols ordered by code. */
  symbol: Uint16Array;
  /**
   * The codes of up to FAST_BITS bits, indexed by the next FAST_BITS bits of the stream (codes
   * are sent first bit first, so bit-reversed): symbol << 4 | length, or 0 for a longer code.
   */
  fast: Uint16Array;
}

const FAST_BITS = 9;

function reverseBits(code: number, length: number): number {
  let reversed = 0;
  for (let bit = 0; bit < length; bit += 1) reversed = (reversed << 1) | ((code >>> bit) & 1);
  return reversed;
}

/**
 * Builds a canonical code from the code lengths; throws on an over-subscribed set and on an
 * incomplete one unless `allowIncompleteSingle` and the set is a single code of length 1 (zlib:
 * inflate_table refuses incomplete code-length codes always, incomplete literal/length and
 * distance codes unless they are one code).
 */
function buildHuffman(lengths: Uint8Array, allowIncompleteSingle: boolean): Huffman {
  const count = new Uint16Array(MAX_BITS + 1);
  for (const length of lengths) count[length] = (count[length] ?? 0) + 1;
  let left = 1;
  let maxLength = 0;
  for (let length = 1; length <= MAX_BITS; length += 1) {
    left <<= 1;
    left -= count[length] ?? 0;
    if (left < 0) fail(); // over-subscribed
    if ((count[length] ?? 0) > 0) maxLength = length;
  }
  const used = lengths.length - (count[0] ?? 0);
  if (left > 0 && !(allowIncompleteSingle && used <= 1 && maxLength <= 1)) fail(); // incomplete
  const offsets = new Uint16Array(MAX_BITS + 1);
  for (let length = 1; length < MAX_BITS; length += 1)
    offsets[length + 1] = (offsets[length] ?? 0) + (count[length] ?? 0);
  const symbol = new Uint16Array(lengths.length);
  // The first code of each length (RFC 1951, 3.2.2); symbols of length 0 take none.
  const next = new Uint16Array(MAX_BITS + 1);
  for (let length = 2, code = 0; length <= MAX_BITS; length += 1) {
    code = (code + (count[length - 1] ?? 0)) << 1;
    next[length] = code;
  }
  const fast = new Uint16Array(1 << FAST_BITS);
  lengths.forEach((length, value) => {
    if (length === 0) return;
    const at = offsets[length] ?? 0;
    symbol[at] = value;
    offsets[length] = at + 1;
    const code = next[length] ?? 0;
    next[length] = code + 1;
    if (length <= FAST_BITS) {
      for (let index = reverseBits(code, length); index < fast.length; index += 1 << length)
        fast[index] = (value << 4) | length;
    }
  });
  return { count, symbol, fast };
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order in which code-length code lengths are sent. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

let fixed: { lengths: Huffman; distances: Huffman } | undefined;
function fixedCodes() {
  if (!fixed) {
    const lengths = new Uint8Array(288);
    lengths.fill(8, 0, 144);
    lengths.fill(9, 144, 256);
    lengths.fill(7, 256, 280);
    lengths.fill(8, 280, 288);
    // 32 distance codes make the fixed set complete; 30 and 31 are refused where they are read.
    fixed = { lengths: buildHuffman(lengths, false), distances: buildHuffman(new Uint8Array(32).fill(5), false) };
  }
  return fixed;
}

class Inflater {
  private at: number;
  private bitBuffer = 0;
  private bitCount = 0;
  readonly out: Uint8Array;
  written = 0;

  constructor(
    private readonly input: Uint8Array,
    from: number,
    expected: number,
    private readonly window: number,
  ) {
    this.at = from;
    this.out = new Uint8Array(expected);
  }

  get position(): number {
    return this.at;
  }

  bits(need: number): number {
    while (this.bitCount < need) {
      if (this.at >= this.input.length) fail(); // the stream is cut short
      this.bitBuffer |= (this.input[this.at++] ?? 0) << this.bitCount;
      this.bitCount += 8;
    }
    const value = this.bitBuffer & ((1 << need) - 1);
    this.bitBuffer >>>= need;
    this.bitCount -= need;
    return value;
  }

  /**
   * Drops the bits left in the current byte (before a stored block and the Adler-32), and gives
   * back the whole bytes `decode` read ahead.
   */
  alignToByte() {
    this.at -= this.bitCount >> 3;
    this.bitBuffer = 0;
    this.bitCount = 0;
  }

  byte(): number {
    if (this.at >= this.input.length) fail();
    return this.input[this.at++] ?? 0;
  }

  private put(value: number) {
    if (this.written >= this.out.length) fail(); // more data than the header announced: stop here
    this.out[this.written++] = value;
  }

  /** One symbol: from the table for short codes, else bit by bit as puff does. */
  decode(code: Huffman): number {
    while (this.bitCount < MAX_BITS && this.at < this.input.length) {
      this.bitBuffer |= (this.input[this.at++] ?? 0) << this.bitCount;
      this.bitCount += 8;
    }
    const entry = code.fast[this.bitBuffer & ((1 << FAST_BITS) - 1)] ?? 0;
    if (entry !== 0) {
      const length = entry & 15;
      if (length > this.bitCount) fail(); // the stream ends inside the code
      this.bitBuffer >>>= length;
      this.bitCount -= length;
      return entry >> 4;
    }
    let value = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length <= MAX_BITS && length <= this.bitCount; length += 1) {
      value |= (this.bitBuffer >>> (length - 1)) & 1;
      const count = code.count[length] ?? 0;
      if (value - count < first) {
        this.bitBuffer >>>= length;
        this.bitCount -= length;
        return code.symbol[index + (value - first)] ?? fail();
      }
      index += count;
      first += count;
      first <<= 1;
      value <<= 1;
    }
    return fail(); // a code the table does not have, or the stream ends inside it
  }

  stored() {
    this.alignToByte();
    const length = this.byte() | (this.byte() << 8);
    const complement = this.byte() | (this.byte() << 8);
    if (length !== (~complement & 0xffff)) fail();
    if (this.at + length > this.input.length) fail();
    if (this.written + length > this.out.length) fail();
    this.out.set(this.input.subarray(this.at, this.at + length), this.written);
    this.written += length;
    this.at += length;
  }

  codes(lengths: Huffman, distances: Huffman) {
    for (;;) {
      const symbol = this.decode(lengths);
      if (symbol < 256) {
        this.put(symbol);
        continue;
      }
      if (symbol === 256) return;
      const lengthCode = symbol - 257;
      if (lengthCode >= 29) fail(); // codes 286 and 287 do not exist
      const length = (LENGTH_BASE[lengthCode] ?? 0) + this.bits(LENGTH_EXTRA[lengthCode] ?? 0);
      const distanceCode = this.decode(distances);
      if (distanceCode >= 30) fail();
      const distance = (DIST_BASE[distanceCode] ?? 0) + this.bits(DIST_EXTRA[distanceCode] ?? 0);
      if (distance > this.written || distance > this.window) fail(); // too far back
      const out = this.out;
      let to = this.written;
      const end = to + length;
      if (end > out.length) fail();
      let from = to - distance;
      if (distance >= length && length > 32) out.copyWithin(to, from, from + length);
      else while (to < end) out[to++] = out[from++] ?? 0; // may overlap: a run repeats itself
      this.written = end;
    }
  }

  dynamic() {
    const literals = this.bits(5) + 257;
    const distanceCount = this.bits(5) + 1;
    const codeLengthCount = this.bits(4) + 4;
    if (literals > 286 || distanceCount > 30) fail();
    const codeLengths = new Uint8Array(19);
    for (let index = 0; index < codeLengthCount; index += 1) codeLengths[CODE_LENGTH_ORDER[index] ?? 0] = this.bits(3);
    const codeLengthCode = buildHuffman(codeLengths, false);
    const lengths = new Uint8Array(literals + distanceCount);
    let index = 0;
    while (index < lengths.length) {
      const symbol = this.decode(codeLengthCode);
      if (symbol < 16) {
        lengths[index++] = symbol;
        continue;
      }
      let value = 0;
      let repeat: number;
      if (symbol === 16) {
        if (index === 0) fail(); // nothing to repeat
        value = lengths[index - 1] ?? 0;
        repeat = 3 + this.bits(2);
      } else if (symbol === 17) repeat = 3 + this.bits(3);
      else repeat = 11 + this.bits(7);
      if (index + repeat > lengths.length) fail();
      lengths.fill(value, index, index + repeat);
      index += repeat;
    }
    if ((lengths[256] ?? 0) === 0) fail(); // no end-of-block code
    this.codes(buildHuffman(lengths.subarray(0, literals), true), buildHuffman(lengths.subarray(literals), true));
  }
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  let index = 0;
  while (index < bytes.length) {
    // Reduce every 5552 bytes, as zlib does, so the sums stay small integers.
    const end = Math.min(index + 5552, bytes.length);
    for (; index < end; index += 1) {
      a += bytes[index] ?? 0;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return (b * 65536 + a) >>> 0;
}

/** Where a decode stopped: input bytes read and output bytes written (tests read it). */
export interface InflateProgress {
  read: number;
  written: number;
}

/**
 * Inflates the zlib stream `input` when it decodes to exactly `expected` bytes and ends exactly at
 * the input's end (Adler-32 checked); null otherwise, including as soon as the output would pass
 * `expected` (a bomb stops there, having written at most `expected` bytes). `progress`, when
 * given, is set to where the decode stopped.
 */
export function inflateZlibExactly(input: Uint8Array, expected: number, progress?: InflateProgress): Uint8Array | null {
  let inflater: Inflater | undefined;
  try {
    if (input.length < 6) return null;
    const cmf = input[0] ?? 0;
    const flags = input[1] ?? 0;
    if ((cmf & 0x0f) !== 8 || cmf >> 4 > 7 || (cmf * 256 + flags) % 31 !== 0 || flags & 0x20) return null;
    inflater = new Inflater(input, 2, expected, 1 << ((cmf >> 4) + 8));
    let last = 0;
    do {
      last = inflater.bits(1);
      const type = inflater.bits(2);
      if (type === 0) inflater.stored();
      else if (type === 1) inflater.codes(fixedCodes().lengths, fixedCodes().distances);
      else if (type === 2) inflater.dynamic();
      else return null;
    } while (!last);
    inflater.alignToByte();
    const at = inflater.position;
    if (at + 4 !== input.length || inflater.written !== expected) return null;
    const checksum =
      (input[at] ?? 0) * 0x1000000 +
      (((input[at + 1] ?? 0) << 16) | ((input[at + 2] ?? 0) << 8) | (input[at + 3] ?? 0));
    return checksum === adler32(inflater.out) ? inflater.out : null;
  } catch (error) {
    if (error instanceof Fail) return null;
    throw error;
  } finally {
    if (progress) {
      progress.read = inflater?.position ?? 0;
      progress.written = inflater?.written ?? 0;
    }
  }
}
