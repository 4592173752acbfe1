/**
 * The guideline documents the footer links to (hosts, presenters, learners; English and
 * French), made into PDFs at build time from their sources in docs/guidelines/{en,fr}/*.md and
 * written among the site's static assets: <build>/client/documents/{en,fr}/<name>.pdf.
 * `npm run build` runs it after the bundles. The sources use a small part of Markdown: one `#`
 * title, `##` headings, paragraphs and `- ` list items.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = path.join(repoRoot, 'docs', 'guidelines');
const SITE_NAME = 'Conservation Tutorials Africa';
/** Fixed, so the same sources always make the same files (and cache keys). */
const DOCUMENT_DATE = new Date('2026-11-25T00:00:00Z');

export type Block = { kind: 'title' | 'heading' | 'paragraph' | 'item'; text: string };

/** The blocks of a source: a line starting `# ` is the title, `## ` a heading, `- ` a list item. */
export function parseGuideline(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'title', text: line.slice(2).trim() });
    } else if (line.startsWith('- ')) {
      flush();
      blocks.push({ kind: 'item', text: line.slice(2).trim() });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** `text` in lines no wider than `width` points in `font` at `size` (words are never split). */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const GREEN = rgb(0x2f / 255, 0x6b / 255, 0x2a / 255);
const INK = rgb(0.12, 0.14, 0.1);
const GREY = rgb(0.4, 0.42, 0.38);
const STYLE = {
  title: { size: 22, leading: 28, before: 0, after: 14 },
  heading: { size: 14, leading: 19, before: 14, after: 4 },
  paragraph: { size: 11, leading: 15.5, before: 4, after: 4 },
  item: { size: 11, leading: 15.5, before: 2, after: 2 },
} as const;

/** The PDF of one guideline. */
export async function guidelinePdf(markdown: string, language: 'en' | 'fr'): Promise<Uint8Array> {
  const blocks = parseGuideline(markdown);
  const title = blocks.find((block) => block.kind === 'title')?.text ?? SITE_NAME;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} - ${SITE_NAME}`);
  pdf.setAuthor(SITE_NAME);
  pdf.setSubject(title);
  pdf.setLanguage(language === 'en' ? 'en-GB' : 'fr');
  pdf.setCreator(SITE_NAME);
  pdf.setProducer(SITE_NAME);
  pdf.setCreationDate(DOCUMENT_DATE);
  pdf.setModificationDate(DOCUMENT_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, x: number, size: number, font: PDFFont, color = INK) => {
    page.drawText(text, { x, y, size, font, color });
  };

  for (const block of blocks) {
    const style = STYLE[block.kind];
    const font = block.kind === 'paragraph' || block.kind === 'item' ? regular : bold;
    const indent = block.kind === 'item' ? 14 : 0;
    const lines = wrapText(block.text, width - indent, (text) => font.widthOfTextAtSize(text, style.size));
    // A heading never ends a page alone: it keeps two lines of what follows with it.
    const needed = lines.length * style.leading + (block.kind === 'heading' ? 2 * STYLE.paragraph.leading : 0);
    y -= style.before;
    if (y - needed < PAGE.margin + 24) newPage();
    lines.forEach((line, index) => {
      y -= style.leading;
      if (y < PAGE.margin + 24) {
        newPage();
        y -= style.leading;
      }
      if (block.kind === 'item' && index === 0) write('•', PAGE.margin + 2, style.size, regular, GREEN);
      write(
        line,
        PAGE.margin + indent,
        style.size,
        font,
        block.kind === 'paragraph' || block.kind === 'item' ? INK : GREEN,
      );
    });
    y -= style.after;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const footer = `${SITE_NAME} - ${title}`;
    each.drawText(footer, { x: PAGE.margin, y: PAGE.margin - 24, size: 9, font: regular, color: GREY });
    const number = `${index + 1} / ${pages.length}`;
    each.drawText(number, {
      x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(number, 9),
      y: PAGE.margin - 24,
      size: 9,
      font: regular,
      color: GREY,
    });
  });
  return pdf.save({ useObjectStreams: false });
}

/** Every guideline of every language, written under `<buildDir>/client/documents`. */
export async function buildGuidelines(buildDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const language of ['en', 'fr'] as const) {
    const folder = path.join(SOURCES, language);
    const target = path.join(buildDir, 'client', 'documents', language);
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.md'))) {
      const bytes = await guidelinePdf(readFileSync(path.join(folder, file), 'utf8'), language);
      const out = path.join(target, file.replace(/\.md$/, '.pdf'));
      writeFileSync(out, bytes);
      written.push(path.relative(repoRoot, out));
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(repoRoot, process.env.CTA_BUILD_DIR ?? 'dist');
  const written = await buildGuidelines(buildDir);
  console.log(
    `guidelines: ${written.length} PDFs in ${path.relative(repoRoot, path.join(buildDir, 'client', 'documents'))}`,
  );
}
