/**
 * CSV that spreadsheet programs open correctly: UTF-8 with a byte-order mark (Excel reads the
 * accents right only with it), CRLF line ends, quoted fields where needed (RFC 4180), and cells
 * that would start a formula neutralised with a leading apostrophe (OWASP "CSV injection"): names
 * and messages come from the public, and a cell like `=HYPERLINK(...)` must stay text.
 */

export const CSV_BOM = '\ufeff';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, escaped for `delimiter`. */
export function csvCell(value: string, delimiter: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) || /^\s|\s$/.test(safe)
    ? `"${safe.replace(/"/g, '""')}"`
    : safe;
}

/** One line (with its CRLF). */
export function csvLine(cells: readonly string[], delimiter: string): string {
  return `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`;
}

/** `2026-11-22 14:05` (UTC): the date-time form every spreadsheet program parses. */
export function csvDateTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/**
 * A streamed CSV body: the BOM, the header, then each line `lines` yields. An error after the
 * first bytes can no longer change the status: it ends the file with a line saying so.
 */
export function csvStream(
  header: readonly string[],
  delimiter: string,
  lines: AsyncIterable<readonly string[]>,
  onError: (error: unknown) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = lines[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header, delimiter)));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLine(next.value, delimiter)));
      } catch (error) {
        controller.enqueue(encoder.encode(csvLine([onError(error)], delimiter)));
        controller.close();
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
