// The guideline documents: every footer link has a source in each language, and each source makes
// a PDF with its title, language and text laid out within the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { GUIDELINE_DOCUMENTS } from '#shared/constants/guidelines.ts';
import { guidelinePdf, parseGuideline, wrapText } from './build-pdfs';

const source = (language: 'en' | 'fr', address: string) =>
  readFileSync(path.join('docs', 'guidelines', language, path.basename(address).replace(/\.pdf$/, '.md')), 'utf8');

describe('the guideline documents', () => {
  it.each(['en', 'fr'] as const)('has a source with a title, headings and text for each %s footer link', (language) => {
    for (const address of Object.values(GUIDELINE_DOCUMENTS[language])) {
      const blocks = parseGuideline(source(language, address));
      expect(blocks[0]?.kind, address).toBe('title');
      expect(blocks.filter((block) => block.kind === 'heading').length, address).toBeGreaterThanOrEqual(3);
      const words = blocks
        .map((block) => block.text)
        .join(' ')
        .split(/\s+/).length;
      expect(words, address).toBeGreaterThan(250);
    }
  });

  it('makes a PDF with the title, the language and the site as author', async () => {
    const bytes = await guidelinePdf(source('fr', GUIDELINE_DOCUMENTS.fr.presenter), 'fr');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Guide du présentateur - Conservation Tutorials Africa');
    expect(pdf.getAuthor()).toBe('Conservation Tutorials Africa');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // The same source always makes the same file.
    expect(
      Buffer.compare(
        Buffer.from(bytes),
        Buffer.from(await guidelinePdf(source('fr', GUIDELINE_DOCUMENTS.fr.presenter), 'fr')),
      ),
    ).toBe(0);
  });

  it('reads the small Markdown it uses and wraps words within the width', () => {
    expect(parseGuideline('# T\n\nOne\ntwo.\n\n## H\n- a\n- b c')).toEqual([
      { kind: 'title', text: 'T' },
      { kind: 'paragraph', text: 'One two.' },
      { kind: 'heading', text: 'H' },
      { kind: 'item', text: 'a' },
      { kind: 'item', text: 'b c' },
    ]);
    const lines = wrapText('aa bb cc dd', 5, (text) => text.length);
    expect(lines).toEqual(['aa bb', 'cc dd']);
    expect(wrapText('verylongword x', 4, (text) => text.length)).toEqual(['verylongword', 'x']);
  });
});
