// Deterministic placeholder media of the local content service: SVG images and downloadable files.

/** Names allowed for `/media/{name}.svg` and `/files/{filename}` (no paths, no surprises in markup). */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
export const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}\.[A-Za-z0-9]{1,8}$/;

export type ImageShape = 'card' | 'profile' | 'portrait' | 'logo';

/**
 * Presenters get a 515 x 286 profile picture (the spec's profile image size, §5), advisory council
 * members square portraits, patrons and collaborators wide logos, everything else 515 x 286 cards.
 */
export function imageShapeFor(name: string): ImageShape {
  if (name.startsWith('presenter')) return 'profile';
  if (name.startsWith('council')) return 'portrait';
  if (name.startsWith('patron') || name.startsWith('collaborator') || name.startsWith('logo')) return 'logo';
  return 'card';
}

/** Up to four letters: the first letter of the name and its number (`presenter-3` → `P3`) or second word. */
export function initialsOf(name: string): string {
  const words = name.split(/[-_]+/).filter((word) => word.length > 0);
  const first = words[0]?.charAt(0) ?? '?';
  const last = words.at(-1) ?? '';
  const second = words.length > 1 ? (/^\d+$/.test(last) ? last : (words[1]?.charAt(0) ?? '')) : '';
  return `${first}${second}`.slice(0, 4).toUpperCase();
}

interface Palette {
  sky: string;
  sun: string;
  ground: string;
  ink: string;
}

const PALETTES: readonly Palette[] = [
  { sky: '#9AB27C', sun: '#F4D35E', ground: '#5E7D4A', ink: '#2F3E24' },
  { sky: '#E9B872', sun: '#FFF1C1', ground: '#A86B32', ink: '#4A2E16' },
  { sky: '#7FB7BE', sun: '#F6F7EB', ground: '#3D7A83', ink: '#1F4045' },
  { sky: '#C8D5B9', sun: '#FAF3DD', ground: '#8FC0A9', ink: '#4A7C59' },
  { sky: '#D68C45', sun: '#FCE7C8', ground: '#8C4A2F', ink: '#3B1F14' },
  { sky: '#A3B18A', sun: '#EDE7D9', ground: '#588157', ink: '#344E41' },
];

type Motif = (palette: Palette) => string;

/** Simple nature motifs drawn on a 515 x 286 card. */
const CARD_MOTIFS: readonly Motif[] = [
  // Acacia on a hill.
  (p) =>
    `<path d="M0 232Q140 196 270 226T515 214V286H0Z" fill="${p.ground}"/>` +
    `<path d="M345 228L350 172L332 152M350 172L370 150" stroke="${p.ink}" stroke-width="7" fill="none"/>` +
    `<ellipse cx="352" cy="148" rx="66" ry="16" fill="${p.ink}"/>`,
  // Mountains.
  (p) =>
    `<path d="M0 236L118 128L196 196L300 96L420 206L515 156V286H0Z" fill="${p.ground}"/>` +
    `<path d="M300 96L332 126L312 122L300 134L288 122L270 124Z" fill="${p.sun}"/>`,
  // Waves.
  (p) =>
    `<path d="M0 214q32-18 64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0V286H0Z" fill="${p.ground}"/>` +
    `<path d="M0 244q32-16 64 0t64 0t64 0t64 0t64 0t64 0t64 0t64 0" stroke="${p.sun}" stroke-width="5" fill="none"/>`,
  // Leaf.
  (p) =>
    `<path d="M0 246Q260 220 515 246V286H0Z" fill="${p.ground}"/>` +
    `<path d="M320 232C320 150 394 104 462 98C456 168 408 226 320 232Z" fill="${p.ink}"/>` +
    `<path d="M320 232L438 122" stroke="${p.sky}" stroke-width="4"/>`,
];

/**
 * A person's silhouette under a sun, with the initials on the head: the council's square portraits
 * and the presenters' 515 x 286 profile pictures. `head` is cx, cy, r; `text` x, y, font size.
 */
const PERSON_LAYOUTS = {
  portrait: {
    width: 400,
    height: 400,
    sun: [332, 70],
    head: [200, 170, 78],
    body: 'M64 400C70 290 330 290 336 400Z',
    text: [200, 192, 60],
  },
  profile: {
    width: 515,
    height: 286,
    sun: [440, 64],
    head: [258, 118, 60],
    body: 'M150 286C156 200 360 200 366 286Z',
    text: [258, 136, 48],
  },
} as const;

/** A small SVG placeholder for `name`: always the same picture for the same name. */
export function placeholderSvg(name: string): string {
  const hash = fnv1a(name);
  const palette = PALETTES[hash % PALETTES.length] ?? PALETTES[0]!;
  const initials = escapeXml(initialsOf(name));
  const label = escapeXml(name);
  const shape = imageShapeFor(name);
  const open = (width: number, height: number): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">` +
    `<rect width="${width}" height="${height}" fill="${palette.sky}"/>`;
  const font = 'font-family="Helvetica,Arial,sans-serif" font-weight="700"';

  if (shape === 'portrait' || shape === 'profile') {
    const { width, height, sun, head, body, text } = PERSON_LAYOUTS[shape];
    return (
      open(width, height) +
      `<circle cx="${sun[0]}" cy="${sun[1]}" r="30" fill="${palette.sun}"/>` +
      `<circle cx="${head[0]}" cy="${head[1]}" r="${head[2]}" fill="${palette.ground}"/>` +
      `<path d="${body}" fill="${palette.ground}"/>` +
      `<text x="${text[0]}" y="${text[1]}" text-anchor="middle" ${font} font-size="${text[2]}" fill="${palette.sun}">${initials}</text></svg>`
    );
  }
  if (shape === 'logo') {
    return (
      open(320, 160) +
      `<path d="M40 124C40 70 88 40 132 36C128 84 96 120 40 124Z" fill="${palette.ink}"/>` +
      `<path d="M40 124L118 50" stroke="${palette.sky}" stroke-width="3"/>` +
      `<text x="156" y="98" ${font} font-size="46" fill="${palette.ink}">${initials}</text></svg>`
    );
  }
  const motif = CARD_MOTIFS[(hash >>> 8) % CARD_MOTIFS.length] ?? CARD_MOTIFS[0]!;
  return (
    open(515, 286) +
    `<circle cx="440" cy="64" r="30" fill="${palette.sun}"/>` +
    motif(palette) +
    `<text x="36" y="86" ${font} font-size="56" fill="${palette.ink}">${initials}</text></svg>`
  );
}

/** A placeholder for a downloadable resource: a one-page PDF for `.pdf`, plain text otherwise. */
export function placeholderFile(filename: string): { body: string; contentType: string } {
  if (filename.toLowerCase().endsWith('.pdf')) {
    return { body: onePagePdf(`Placeholder document: ${filename}`), contentType: 'application/pdf' };
  }
  return {
    body: `Placeholder for ${filename}, served by the local content service.\n`,
    contentType: 'text/plain; charset=utf-8',
  };
}

/** A minimal valid PDF with one line of text (ASCII only, so string length = byte offsets). */
function onePagePdf(text: string): string {
  const escaped = text.replace(/[\\()]/g, (character) => `\\${character}`);
  const stream = `BT /F1 16 Tf 72 760 Td (${escaped}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>\nstream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return pdf;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** 32-bit FNV-1a hash. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
