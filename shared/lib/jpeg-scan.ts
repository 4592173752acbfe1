/**
 * Decodes a JPEG's entropy-coded scans far enough to know that every decoder can read them (issue
 * #23 item 2): the tables each scan uses are defined and well-formed, and the Huffman-coded data
 * of every scan holds exactly the blocks the frame needs (every MCU, every coefficient in range),
 * with the restart markers in their places and nothing left over. What the pixels look like (the
 * dequantisation and inverse DCT) cannot fail once this holds, so it is not computed.
 *
 * Frames: baseline (SOF0), extended sequential (SOF1) and progressive (SOF2) Huffman JPEGs of 8-bit
 * precision with 1, 3 or 4 components, the ones browsers decode. Lossless, arithmetic-coded and
 * hierarchical JPEGs, and markers libjpeg does not know, are refused. The declared size must be
 * within the caller's pixel budget before any memory is given to the scan (a 65000 x 65000 frame
 * costs nothing). Work is linear in the file (a bounded number of steps per bit) plus the blocks.
 *
 * Runs after `walkJpeg` (image-check.ts) has checked the segment structure.
 */

class Fail extends Error {}
const fail = (): never => {
  throw new Fail();
};

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

interface HuffmanTable {
  symbol: Uint8Array;
  /** Codes of up to 8 bits, indexed by the next 8 bits: length << 8 | symbol, 0 for longer codes. */
  fast: Uint16Array;
  /** The largest code of each length (-1: none), and the offset from a code to its symbol's index. */
  maxCode: Int32Array;
  offset: Int32Array;
}

/** A canonical JPEG Huffman table (Annex C) from its counts per length 1..16 and symbols. */
function huffmanTable(count: Uint16Array, symbol: Uint8Array): HuffmanTable {
  const fast = new Uint16Array(256);
  const maxCode = new Int32Array(17).fill(-1);
  const offset = new Int32Array(17);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length += 1) {
    const codes = count[length] ?? 0;
    offset[length] = index - code;
    for (let n = 0; n < codes; n += 1, code += 1, index += 1) {
      if (length <= 8) {
        const first = code << (8 - length);
        fast.fill((length << 8) | (symbol[index] ?? 0), first, first + (1 << (8 - length)));
      }
    }
    maxCode[length] = codes > 0 ? code - 1 : -1;
    code <<= 1;
  }
  return { symbol, fast, maxCode, offset };
}

interface Component {
  id: number;
  h: number;
  v: number;
  quantTable: number;
  blocksPerLine: number;
  blocksPerColumn: number;
  /** Progressive: per block and coefficient, 1 once it is non-zero (AC refinement reads it). */
  nonZero: Uint8Array | null;
  /** Progressive: per coefficient, the Al of its last scan, -1 before any. */
  lastAl: Int8Array;
  scans: number;
  predictor: number;
}

interface Frame {
  progressive: boolean;
  width: number;
  height: number;
  components: Component[];
  mcusPerLine: number;
  mcusPerColumn: number;
}

function readHuffmanTables(bytes: Uint8Array, from: number, end: number, dc: HuffmanTable[], ac: HuffmanTable[]) {
  let at = from;
  while (at < end) {
    const classAndId = bytes[at] ?? 0;
    const tableClass = classAndId >> 4;
    const id = classAndId & 15;
    if (tableClass > 1 || id > 3 || at + 17 > end) fail();
    const count = new Uint16Array(17);
    let total = 0;
    let left = 1;
    for (let length = 1; length <= 16; length += 1) {
      const codes = bytes[at + length] ?? 0;
      count[length] = codes;
      total += codes;
      left = left * 2 - codes;
      if (left < 0) fail(); // over-subscribed: libjpeg's "Bogus Huffman table definition"
    }
    if (total > 256 || at + 17 + total > end) fail();
    const symbol = bytes.slice(at + 17, at + 17 + total);
    if (tableClass === 0 && symbol.some((value) => value > 15)) fail();
    (tableClass === 0 ? dc : ac)[id] = huffmanTable(count, symbol);
    at += 17 + total;
  }
  if (at !== end) fail();
}

function readQuantTables(bytes: Uint8Array, from: number, end: number, defined: boolean[]) {
  let at = from;
  while (at < end) {
    const precision = (bytes[at] ?? 0) >> 4;
    const id = (bytes[at] ?? 0) & 15;
    if (precision > 1 || id > 3) fail();
    at += 1 + 64 * (precision + 1);
    if (at > end) fail();
    defined[id] = true;
  }
}

function readFrame(bytes: Uint8Array, at: number, length: number, marker: number, maxPixels: number): Frame {
  if ((bytes[at] ?? 0) !== 8) fail(); // 8-bit samples only
  const height = u16(bytes, at + 1);
  const width = u16(bytes, at + 3);
  const count = bytes[at + 5] ?? 0;
  if (![1, 3, 4].includes(count) || length !== 8 + 3 * count) fail();
  if (width === 0 || height === 0 || width * height > maxPixels) fail(); // before anything is allocated
  const components: Component[] = [];
  for (let index = 0; index < count; index += 1) {
    const base = at + 6 + 3 * index;
    const id = bytes[base] ?? 0;
    const sampling = bytes[base + 1] ?? 0;
    const h = sampling >> 4;
    const v = sampling & 15;
    const quantTable = bytes[base + 2] ?? 0;
    if (h < 1 || h > 4 || v < 1 || v > 4 || quantTable > 3 || components.some((other) => other.id === id)) fail();
    components.push({
      id,
      h,
      v,
      quantTable,
      blocksPerLine: 0,
      blocksPerColumn: 0,
      nonZero: null,
      lastAl: new Int8Array(64).fill(-1),
      scans: 0,
      predictor: 0,
    });
  }
  const maxH = Math.max(...components.map((component) => component.h));
  const maxV = Math.max(...components.map((component) => component.v));
  const progressive = marker === 0xc2;
  for (const component of components) {
    component.blocksPerLine = Math.ceil(Math.ceil((width * component.h) / maxH) / 8);
    component.blocksPerColumn = Math.ceil(Math.ceil((height * component.v) / maxV) / 8);
    if (progressive) component.nonZero = new Uint8Array(component.blocksPerLine * component.blocksPerColumn * 64);
  }
  return {
    progressive,
    width,
    height,
    components,
    mcusPerLine: Math.ceil(width / (8 * maxH)),
    mcusPerColumn: Math.ceil(height / (8 * maxV)),
  };
}

/**
 * Reads the bits of one scan's entropy-coded data, a few bytes ahead (FF 00 is a data byte FF);
 * reading stops at a marker or the file's end, and a code or value that would need bits from
 * there fails.
 */
class ScanReader {
  /** The low `count` bits are unread data, first bit highest. */
  private buffer = 0;
  private count = 0;
  private stopped = false;

  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  private fill() {
    while (this.count <= 16 && !this.stopped) {
      const byte = this.bytes[this.at];
      if (byte === undefined || (byte === 0xff && this.bytes[this.at + 1] !== 0x00)) {
        this.stopped = true; // a marker (or the end) before the scan's blocks are all there
        break;
      }
      this.at += byte === 0xff ? 2 : 1;
      this.buffer = ((this.buffer << 8) | byte) & 0xffffff;
      this.count += 8;
    }
  }

  /** The next 16 bits, zeros past the data. */
  private peek16(): number {
    if (this.count < 16) this.fill();
    const count = this.count;
    return (count >= 16 ? this.buffer >>> (count - 16) : this.buffer << (16 - count)) & 0xffff;
  }

  private skip(length: number) {
    if (length > this.count) fail();
    this.count -= length;
  }

  bits(length: number): number {
    if (length === 0) return 0;
    const value = this.peek16() >>> (16 - length);
    this.skip(length);
    return value;
  }

  bit(): number {
    return this.bits(1);
  }

  decode(table: HuffmanTable): number {
    const next = this.peek16();
    const entry = table.fast[next >>> 8] ?? 0;
    if (entry !== 0) {
      this.skip(entry >> 8);
      return entry & 0xff;
    }
    for (let length = 9; length <= 16; length += 1) {
      const code = next >>> (16 - length);
      if (code <= (table.maxCode[length] ?? -1)) {
        this.skip(length);
        return table.symbol[code + (table.offset[length] ?? 0)] ?? fail();
      }
    }
    return fail(); // a code the table does not have
  }

  /**
   * The end of a restart interval or of the scan: what is left of the last byte read is padding,
   * and the next bytes must be (after fill FFs) RSTn when `restart` is a number, else any other
   * marker.
   */
  endInterval(restart: number | null) {
    if (this.count >= 8) fail(); // whole bytes of data left over
    this.count = 0;
    this.buffer = 0;
    this.stopped = false;
    if (this.bytes[this.at] !== 0xff) fail(); // data left over
    while (this.bytes[this.at + 1] === 0xff) this.at += 1;
    const marker = this.bytes[this.at + 1];
    if (restart === null) {
      if (marker === undefined || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) fail();
    } else {
      if (marker !== 0xd0 + (restart % 8)) fail();
      this.at += 2;
    }
  }
}

interface Scan {
  components: { component: Component; dc: HuffmanTable | undefined; ac: HuffmanTable | undefined }[];
  start: number;
  end: number;
  high: number;
  low: number;
}

/** Validates a scan header against the frame and the tables defined so far (libjpeg's rules). */
function readScan(
  bytes: Uint8Array,
  at: number,
  length: number,
  frame: Frame,
  tables: { dc: HuffmanTable[]; ac: HuffmanTable[]; quant: boolean[] },
): Scan {
  const count = bytes[at] ?? 0;
  if (count < 1 || count > 4 || length !== 6 + 2 * count) fail();
  const start = bytes[at + 1 + 2 * count] ?? 0;
  const end = bytes[at + 2 + 2 * count] ?? 0;
  const high = (bytes[at + 3 + 2 * count] ?? 0) >> 4;
  const low = (bytes[at + 3 + 2 * count] ?? 0) & 15;
  if (frame.progressive) {
    if (start === 0 ? end !== 0 : end < start || end > 63 || count !== 1) fail();
    if ((high !== 0 && low !== high - 1) || low > 13) fail();
  } else if (start !== 0 || end !== 63 || high !== 0 || low !== 0) fail();
  const needDc = start === 0 && high === 0;
  const needAc = frame.progressive ? start > 0 : true;
  const components: Scan['components'] = [];
  let blocksPerMcu = 0;
  for (let index = 0; index < count; index += 1) {
    const id = bytes[at + 1 + 2 * index] ?? 0;
    const selectors = bytes[at + 2 + 2 * index] ?? 0;
    const component = frame.components.find((candidate) => candidate.id === id);
    if (!component || components.some((other) => other.component === component)) fail();
    const known = component as Component;
    const dc = tables.dc[selectors >> 4];
    const ac = tables.ac[selectors & 15];
    if ((needDc && !dc) || (needAc && !ac) || !tables.quant[known.quantTable]) fail();
    components.push({ component: known, dc, ac });
    blocksPerMcu += known.h * known.v;
  }
  if (count > 1 && blocksPerMcu > 10) fail();
  for (const { component } of components) {
    if (!frame.progressive) {
      if (component.scans > 0) fail(); // a sequential frame codes each component once
    } else {
      // The spectral progression (G.1.1.1): DC before AC; a refinement follows the scan it refines.
      if (start > 0 && component.lastAl[0] === -1) fail();
      for (let k = start; k <= end; k += 1) {
        const previous = component.lastAl[k] ?? -1;
        if (high === 0 ? previous !== -1 : previous !== high) fail();
        component.lastAl[k] = low;
      }
    }
    component.scans += 1;
  }
  return { components, start, end, high, low };
}

/** Decodes the blocks of one scan from `reader`; leaves it at the marker after the scan. */
function decodeScan(reader: ScanReader, frame: Frame, scan: Scan, restartInterval: number) {
  const single = scan.components.length === 1 ? scan.components[0] : undefined;
  const total = single
    ? single.component.blocksPerLine * single.component.blocksPerColumn
    : frame.mcusPerLine * frame.mcusPerColumn;
  let eobRun = 0;

  const sequentialBlock = (dc: HuffmanTable, ac: HuffmanTable) => {
    const category = reader.decode(dc);
    if (category > 0) reader.bits(category);
    for (let k = 1; k < 64;) {
      const symbol = reader.decode(ac);
      const run = symbol >> 4;
      const size = symbol & 15;
      if (size === 0) {
        if (run !== 15) return; // end of block
        k += 16;
        if (k > 64) fail();
        continue;
      }
      k += run;
      if (k > 63) fail(); // a coefficient past the block's 64
      reader.bits(size);
      k += 1;
    }
  };

  const acFirst = (ac: HuffmanTable, flags: Uint8Array, base: number) => {
    if (eobRun > 0) {
      eobRun -= 1;
      return;
    }
    for (let k = scan.start; k <= scan.end;) {
      const symbol = reader.decode(ac);
      const run = symbol >> 4;
      const size = symbol & 15;
      if (size === 0) {
        if (run < 15) {
          eobRun = (1 << run) - 1 + reader.bits(run);
          return;
        }
        k += 16;
        if (k > scan.end + 1) fail();
        continue;
      }
      k += run;
      if (k > scan.end) fail();
      reader.bits(size);
      flags[base + k] = 1;
      k += 1;
    }
  };

  // libjpeg's decode_mcu_AC_refine, tracking only which coefficients are non-zero.
  const acRefine = (ac: HuffmanTable, flags: Uint8Array, base: number) => {
    let k = scan.start;
    if (eobRun === 0) {
      for (; k <= scan.end; k += 1) {
        const symbol = reader.decode(ac);
        let run = symbol >> 4;
        const size = symbol & 15;
        if (size !== 0) {
          if (size !== 1) fail();
          reader.bit(); // the sign of the new coefficient
        } else if (run !== 15) {
          eobRun = (1 << run) + reader.bits(run);
          break;
        }
        do {
          if (flags[base + k])
            reader.bit(); // a correction bit for an already non-zero coefficient
          else {
            run -= 1;
            if (run < 0) break;
          }
          k += 1;
        } while (k <= scan.end);
        if (size !== 0) {
          if (k > scan.end) fail();
          flags[base + k] = 1;
        }
      }
    }
    if (eobRun > 0) {
      for (; k <= scan.end; k += 1) if (flags[base + k]) reader.bit();
      eobRun -= 1;
    }
  };

  const block = (entry: Scan['components'][number], row: number, column: number) => {
    const { component, dc, ac } = entry;
    if (!frame.progressive) return sequentialBlock(dc as HuffmanTable, ac as HuffmanTable);
    if (scan.start === 0) {
      if (scan.high === 0) {
        const category = reader.decode(dc as HuffmanTable);
        if (category > 0) reader.bits(category);
      } else reader.bit();
      return;
    }
    const flags = component.nonZero as Uint8Array;
    const base = (row * component.blocksPerLine + column) * 64;
    if (scan.high === 0) acFirst(ac as HuffmanTable, flags, base);
    else acRefine(ac as HuffmanTable, flags, base);
  };

  let mcu = 0;
  let interval = 0;
  while (mcu < total) {
    const stop = restartInterval > 0 ? Math.min(total, mcu + restartInterval) : total;
    for (; mcu < stop; mcu += 1) {
      if (single) {
        const perLine = single.component.blocksPerLine;
        block(single, Math.floor(mcu / perLine), mcu % perLine);
        continue;
      }
      const mcuRow = Math.floor(mcu / frame.mcusPerLine);
      const mcuColumn = mcu % frame.mcusPerLine;
      for (const entry of scan.components) {
        for (let v = 0; v < entry.component.v; v += 1)
          for (let h = 0; h < entry.component.h; h += 1)
            block(entry, mcuRow * entry.component.v + v, mcuColumn * entry.component.h + h);
      }
    }
    reader.endInterval(mcu < total ? interval : null);
    interval += 1;
    eobRun = 0;
  }
}

/**
 * True when every scan of the JPEG `bytes` (already walked by `walkJpeg`) decodes completely and
 * the frame is of a kind browsers decode, within `maxPixels`; false otherwise.
 */
export function jpegScansDecode(bytes: Uint8Array, maxPixels: number): boolean {
  try {
    const tables = { dc: [] as HuffmanTable[], ac: [] as HuffmanTable[], quant: [] as boolean[] };
    let frame: Frame | null = null;
    let restartInterval = 0;
    let at = 2;
    while (at < bytes.length) {
      if (bytes[at] !== 0xff) fail();
      while (bytes[at] === 0xff) at += 1;
      const marker = bytes[at] ?? fail();
      at += 1;
      if (marker === 0xd9) {
        if (!frame) return false;
        const components = frame.components;
        return frame.progressive
          ? components.every((component) => component.lastAl[0] !== -1)
          : components.every((component) => component.scans === 1);
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
      const length = u16(bytes, at);
      const end = at + length;
      if (length < 2 || end > bytes.length) fail();
      if (marker === 0xc4) readHuffmanTables(bytes, at + 2, end, tables.dc, tables.ac);
      else if (marker === 0xdb) readQuantTables(bytes, at + 2, end, tables.quant);
      else if (marker === 0xdd) {
        if (length !== 4) fail();
        restartInterval = u16(bytes, at + 2);
      } else if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
        if (frame) fail();
        frame = readFrame(bytes, at + 2, length, marker, maxPixels);
      } else if (marker === 0xda) {
        if (!frame) fail();
        const known = frame as Frame;
        const scan = readScan(bytes, at + 2, length, known, tables);
        const reader = new ScanReader(bytes, end);
        decodeScan(reader, known, scan, restartInterval);
        at = reader.at;
        continue;
      } else if (!((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe || marker === 0xdc)) {
        fail(); // other frame types (lossless, arithmetic, hierarchical) and unknown markers
      }
      at = end;
    }
    return false;
  } catch (error) {
    if (error instanceof Fail) return false;
    throw error;
  }
}
