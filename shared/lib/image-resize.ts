/**
 * Pixels for re-encoding an uploaded image (decision 0023, "Uploaded presenter images"): an RGBA
 * image flattened onto white (JPEG has no transparency) and shrunk by area averaging, each output
 * pixel the mean of the source area it covers (exact for any ratio, no ringing; the right filter
 * for shrinking a photograph a little: 515 → 320 px). Pure and synchronous.
 */

/** RGBA pixels, row by row (the shape of the DOM's and the wasm codecs' ImageData). */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** `image` with every pixel composited over white and alpha 255. */
export function onWhite(image: Pixels): Pixels {
  const data = new Uint8ClampedArray(image.data);
  for (let at = 0; at < data.length; at += 4) {
    const alpha = data[at + 3]!;
    if (alpha === 255) continue;
    for (let channel = 0; channel < 3; channel += 1) {
      data[at + channel] = (data[at + channel]! * alpha + 255 * (255 - alpha) + 127) / 255;
    }
    data[at + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/** Which source columns (or rows) each output one covers, and by how much. */
function spans(from: number, to: number): { start: number; weights: number[] }[] {
  const scale = from / to;
  return Array.from({ length: to }, (_, index) => {
    const begin = index * scale;
    const end = begin + scale;
    const start = Math.floor(begin);
    const weights: number[] = [];
    for (let source = start; source < Math.min(from, Math.ceil(end)); source += 1) {
      weights.push((Math.min(end, source + 1) - Math.max(begin, source)) / scale);
    }
    return { start, weights };
  });
}

/**
 * `image` shrunk to `width` x `height` by area averaging (a larger size returns the image as it is:
 * an upload is never enlarged).
 */
export function shrink(image: Pixels, width: number, height: number): Pixels {
  if (width >= image.width && height >= image.height) return image;
  const columns = spans(image.width, width);
  const rows = spans(image.height, height);
  // Columns first, into floats, then rows.
  const across = new Float32Array(width * image.height * 4);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const { start, weights } = columns[x]!;
      const out = (y * width + x) * 4;
      for (let index = 0; index < weights.length; index += 1) {
        const weight = weights[index]!;
        const from = (y * image.width + start + index) * 4;
        for (let channel = 0; channel < 4; channel += 1) {
          across[out + channel]! += image.data[from + channel]! * weight;
        }
      }
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const { start, weights } = rows[y]!;
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      for (let channel = 0; channel < 4; channel += 1) {
        let sum = 0;
        for (let index = 0; index < weights.length; index += 1) {
          sum += across[((start + index) * width + x) * 4 + channel]! * weights[index]!;
        }
        data[out + channel] = Math.round(sum);
      }
    }
  }
  return { width, height, data };
}
