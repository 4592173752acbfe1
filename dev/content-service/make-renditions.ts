// `npm run content:renditions`: makes the sample media of the local content service (issue #26) from
// the sample pack's transcripts: per talk and language an Opus audio file spoken by espeak-ng, and
// one 144p "watch small" WebM (a card with the title over the English audio), with a manifest.
// The files and the manifest are committed, so the service and its tests need none of these tools.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { Presentation, Presenter, TimedTranscript } from '#shared/schemas/content.ts';
import { samplePack } from './sample-pack';
import { SAMPLE_MEDIA_DIR, SAMPLE_MEDIA_MANIFEST } from './sample-media';
import type { SampleMediaFile, SampleMediaManifest } from './sample-media';

const TOOLS = ['espeak-ng', 'sox', 'soxi', 'opusenc', 'ffmpeg', 'ffprobe', 'fc-match'] as const;

/** Speech: mono Opus at 16 kbit/s, as speech podcasts for slow networks are sent. */
const AUDIO_KBITS = 16;
/** espeak-ng's words per minute: a little slower than its default, for second-language listeners. */
const WORDS_PER_MINUTE = 155;
const VOICES = { en: 'en', fr: 'fr' } as const;
/** The small video: 256 x 144 at one frame a second, a keyframe every ten. */
const VIDEO = { width: 256, height: 144, fps: 1, keyframeEvery: 10, crf: 45 } as const;
const CARD = { background: '#2F3E24', ink: '#FAF3DD', accent: '#F4D35E' } as const;

type Language = 'en' | 'fr';

const SAYINGS: Record<Language, { by: string; and: string }> = {
  en: { by: 'A talk by', and: 'and' },
  fr: { by: 'Une présentation de', and: 'et' },
};

async function main(): Promise<void> {
  const missing = TOOLS.filter((tool) => !hasTool(tool));
  if (missing.length > 0) {
    console.error(`Missing ${missing.join(', ')}: apt-get install espeak-ng sox opus-tools ffmpeg fontconfig`);
    process.exit(2);
  }
  // The texts do not depend on the day; a fixed one keeps the run the same whenever it is made.
  const pack = samplePack(new Date('2026-01-01T00:00:00Z'));
  const presenters = new Map((pack.collections.presenters as Presenter[]).map((item) => [item.id, item]));
  const talks = (pack.collections.presentations as Presentation[]).filter((item) => item.transcript !== undefined);
  const font = execFileSync('fc-match', ['-f', '%{file}', 'DejaVu Sans:bold'], { encoding: 'utf8' }).trim();
  const work = mkdtempSync(join(tmpdir(), 'renditions-'));
  const manifest: SampleMediaManifest = {
    generator: 'dev/content-service/make-renditions.ts (npm run content:renditions)',
    tools: toolVersions(),
    talks: {},
  };
  // Made aside, then put in place whole: a failed run leaves the committed files as they were.
  const out = join(work, 'out');
  try {
    for (const [index, talk] of talks.entries()) {
      const slug = talk.slug ?? talk.id;
      const folder = join(out, slug);
      mkdirSync(folder, { recursive: true });
      const names = talk.presenterIds.map((id) => presenters.get(id)).filter((item) => item !== undefined);
      const files: SampleMediaFile[] = [];
      const spoken: Partial<Record<Language, string>> = {};
      for (const lang of ['en', 'fr'] as const) {
        const transcript = talk.transcript?.[lang];
        if (!transcript) continue;
        const title = talk.title[lang] ?? talk.title.en ?? slug;
        const summary = talk.summary?.[lang] ?? '';
        const by = `${SAYINGS[lang].by} ${joinNames(names, SAYINGS[lang].and)}.`;
        const ssml = speech(lang, [`${title}.`, by, summary], sentencesOf(transcript));
        const wav = join(work, `${slug}-${lang}.wav`);
        writeFileSync(join(work, `${slug}-${lang}.ssml`), ssml);
        run('espeak-ng', [
          '-m',
          '-v',
          VOICES[lang],
          '-s',
          String(WORDS_PER_MINUTE),
          '-f',
          join(work, `${slug}-${lang}.ssml`),
          '-w',
          join(work, 'raw.wav'),
        ]);
        // Even loudness, and a breath of silence at both ends.
        // -R: repeatable dither (the same input makes the same bytes).
        run('sox', ['-R', join(work, 'raw.wav'), wav, 'norm', '-3', 'pad', '0.3', '0.6']);
        spoken[lang] = wav;
        const file = `audio-${lang}.ogg`;
        run('opusenc', [
          '--quiet',
          '--bitrate',
          String(AUDIO_KBITS),
          '--downmix-mono',
          // A fixed stream serial number: the same input makes the same bytes.
          '--serial',
          String(1000 + index * 10 + (lang === 'en' ? 1 : 2)),
          '--title',
          title,
          '--artist',
          names.map((item) => `${item.name} ${item.surname}`).join(', '),
          '--comment',
          `LANGUAGE=${lang}`,
          wav,
          join(folder, file),
        ]);
        files.push(describe(folder, file, { kind: 'audio', type: 'audio/ogg; codecs=opus', lang }));
      }
      // One small video per talk, over the English audio (else the first there is).
      const lang: Language = spoken.en ? 'en' : 'fr';
      const audio = spoken[lang];
      if (audio) {
        const file = `video-${VIDEO.height}p-${lang}.webm`;
        const cardText = join(work, `${slug}-card.txt`);
        writeFileSync(cardText, wrap(talk.title[lang] ?? talk.title.en ?? slug, 24).join('\n'));
        const bylineText = join(work, `${slug}-byline.txt`);
        writeFileSync(bylineText, names.map((item) => `${item.name} ${item.surname}`).join(' · '));
        const filter = [
          `drawbox=x=16:y=18:w=40:h=4:color=${CARD.accent}:t=fill`,
          `drawtext=fontfile=${font}:textfile=${cardText}:fontsize=16:line_spacing=4:fontcolor=${CARD.ink}:x=16:y=32`,
          `drawtext=fontfile=${font}:textfile=${bylineText}:fontsize=10:fontcolor=${CARD.accent}:x=16:y=h-26`,
        ].join(',');
        run('ffmpeg', [
          '-v',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          `color=c=${CARD.background}:s=${VIDEO.width}x${VIDEO.height}:r=${VIDEO.fps}`,
          '-i',
          audio,
          '-vf',
          filter,
          // The audio's length (with a one-frame-a-second source, -shortest overshoots by many seconds).
          '-t',
          execFileSync('soxi', ['-D', audio], { encoding: 'utf8' }).trim(),
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-c:v',
          'libvpx-vp9',
          '-b:v',
          '0',
          '-crf',
          String(VIDEO.crf),
          '-g',
          String(VIDEO.keyframeEvery),
          '-threads',
          '1',
          '-row-mt',
          '0',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'libopus',
          '-b:a',
          `${AUDIO_KBITS}k`,
          '-ac',
          '1',
          '-application',
          'voip',
          '-map_metadata',
          '-1',
          '-metadata',
          `title=${talk.title[lang] ?? slug}`,
          '-fflags',
          '+bitexact',
          '-flags:v',
          '+bitexact',
          '-flags:a',
          '+bitexact',
          join(folder, file),
        ]);
        files.push(
          describe(folder, file, {
            kind: 'video',
            type: 'video/webm; codecs="vp9, opus"',
            lang,
            height: VIDEO.height,
          }),
        );
      }
      manifest.talks[slug] = files;
    }
    await writeManifest(manifest, join(out, 'manifest.json'));
    rmSync(SAMPLE_MEDIA_DIR, { recursive: true, force: true });
    cpSync(out, SAMPLE_MEDIA_DIR, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  let total = 0;
  for (const [slug, files] of Object.entries(manifest.talks)) {
    for (const file of files) {
      total += file.bytes;
      console.log(`${slug}/${file.file}: ${file.bytes} bytes, ${file.durationSeconds} s`);
    }
  }
  console.log(`${Object.keys(manifest.talks).length} talks, ${total} bytes in all`);
}

/** SSML for espeak-ng: the opening lines, a pause, then the talk sentence by sentence. */
function speech(lang: Language, opening: string[], sentences: string[]): string {
  const pause = (ms: number) => `<break time="${ms}ms"/>`;
  const lines = opening.filter((line) => line.length > 0).map(escapeXml);
  return (
    `<speak xml:lang="${lang}">` +
    lines.join(pause(500)) +
    pause(1200) +
    sentences.map(escapeXml).join(pause(350)) +
    '</speak>'
  );
}

/** The transcript's sentences: the timed lines' texts, or the plain text's paragraphs. */
function sentencesOf(transcript: string | TimedTranscript): string[] {
  const texts = typeof transcript === 'string' ? transcript.split(/\n+/) : transcript.segments.map((item) => item.text);
  return texts.map((text) => text.trim()).filter((text) => text.length > 0);
}

function joinNames(people: Presenter[], and: string): string {
  const names = people.map((item) => `${item.name} ${item.surname}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** Words in lines of at most `width` characters (a long word stays whole). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function describe(
  folder: string,
  file: string,
  what: Pick<SampleMediaFile, 'kind' | 'type' | 'lang' | 'height'>,
): SampleMediaFile {
  const bytes = readFileSync(join(folder, file));
  const probe = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', join(folder, file)],
    { encoding: 'utf8' },
  );
  const entry: SampleMediaFile = {
    file,
    kind: what.kind,
    type: what.type,
    bytes: bytes.byteLength,
    durationSeconds: Math.round(Number(probe.trim()) * 100) / 100,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  if (what.lang) entry.lang = what.lang;
  if (what.height) entry.height = what.height;
  return entry;
}

/** The manifest as prettier would leave it (`npm run lint` checks JSON too). */
async function writeManifest(manifest: SampleMediaManifest, path: string): Promise<void> {
  const options = await prettier.resolveConfig(SAMPLE_MEDIA_MANIFEST);
  const text = await prettier.format(JSON.stringify(manifest, null, 2), {
    ...options,
    filepath: SAMPLE_MEDIA_MANIFEST,
  });
  writeFileSync(path, text);
}

function toolVersions(): Record<string, string> {
  const firstLine = (tool: string, args: string[]) =>
    execFileSync(tool, args, { encoding: 'utf8' }).split('\n')[0]?.trim() ?? '';
  return {
    'espeak-ng': firstLine('espeak-ng', ['--version']),
    opusenc: firstLine('opusenc', ['--version']),
    ffmpeg: firstLine('ffmpeg', ['-version']).replace(/ Copyright.*$/, ''),
  };
}

function run(tool: string, args: string[]): void {
  execFileSync(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function hasTool(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
