import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvLine, csvStream } from './csv';

describe('csv', () => {
  it('quotes cells with the delimiter, quotes, line breaks or edge spaces, and only those', () => {
    expect(csvCell('Amina Diallo', ',')).toBe('Amina Diallo');
    expect(csvCell('Diallo, Amina', ',')).toBe('"Diallo, Amina"');
    expect(csvCell('Diallo, Amina', ';')).toBe('Diallo, Amina');
    expect(csvCell('Ndiaye; Sènè', ';')).toBe('"Ndiaye; Sènè"');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvCell(' padded', ',')).toBe('" padded"');
  });

  it('keeps cells that would start a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`, ',').replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://evil")', ',')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('ends lines with CRLF and writes dates as spreadsheet programs parse them', () => {
    expect(csvLine(['a', 'b'], ';')).toBe('a;b\r\n');
    expect(csvDateTime('2026-11-22T14:05:09.123Z')).toBe('2026-11-22 14:05');
  });

  it('streams a BOM and the header first, then the rows, and a failure as a last line', async () => {
    async function* rows() {
      yield ['Zoë', 'Sènè'];
      throw new Error('lost');
    }
    const text = await new Response(
      csvStream(['Prénom', 'Nom'], ';', rows(), () => 'Export interrupted'),
    ).arrayBuffer();
    const bytes = new Uint8Array(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\ufeffPrénom;Nom\r\nZoë;Sènè\r\nExport interrupted\r\n',
    );
  });
});
