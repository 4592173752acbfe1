// The sample talks' audio and small video (issue #26): files made by make-renditions.ts from the
// transcripts, committed under sample-media/ with a manifest, served by app.ts at
// /renditions/{slug}/{file} and listed as the presentations' `renditions` by sample-pack.ts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { RENDITION_NAME } from '#shared/lib/renditions.ts';
import { rendition } from '#shared/schemas/content.ts';
import type { Rendition } from '#shared/schemas/content.ts';
import manifestJson from './sample-media/manifest.json' with { type: 'json' };

/** The folder of the files (one folder per talk slug) and of manifest.json. */
export const SAMPLE_MEDIA_DIR = fileURLToPath(new URL('./sample-media/', import.meta.url));
export const SAMPLE_MEDIA_MANIFEST = join(SAMPLE_MEDIA_DIR, 'manifest.json');

/** Root-relative path of the files; the service makes it absolute when it answers (as `/media/`). */
export const RENDITIONS_PATH_PREFIX = '/renditions/';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const sampleMediaFile = v.object({
  /** The file's name, as `renditionName` writes it (`audio-en.ogg`, `video-144p-en.webm`). */
  file: v.pipe(v.string(), v.regex(RENDITION_NAME)),
  kind: v.picklist(['audio', 'video']),
  type: v.string(),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  durationSeconds: v.pipe(v.number(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  lang: v.optional(v.picklist(['en', 'fr'])),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type SampleMediaFile = v.InferOutput<typeof sampleMediaFile>;

const sampleMediaManifest = v.object({
  generator: v.string(),
  tools: v.record(v.string(), v.string()),
  /** By presentation slug. */
  talks: v.record(v.pipe(v.string(), v.regex(SLUG)), v.array(sampleMediaFile)),
});
export type SampleMediaManifest = v.InferOutput<typeof sampleMediaManifest>;

/** The committed manifest, checked once. */
export const sampleMedia: SampleMediaManifest = v.parse(sampleMediaManifest, manifestJson);

/** Root-relative address of one file. */
export function renditionFilePath(slug: string, file: string): string {
  return `${RENDITIONS_PATH_PREFIX}${slug}/${file}`;
}

/** The renditions of the talk `slug` as the pack lists them (root-relative addresses), or none. */
export function sampleRenditions(slug: string): Rendition[] {
  return (sampleMedia.talks[slug] ?? []).map((entry) => {
    const item: Rendition = {
      kind: entry.kind,
      url: renditionFilePath(slug, entry.file),
      bytes: entry.bytes,
      durationSeconds: entry.durationSeconds,
      type: entry.type,
    };
    if (entry.height !== undefined) item.height = entry.height;
    if (entry.lang !== undefined) item.lang = entry.lang;
    return v.parse(rendition, item);
  });
}

/** The file `file` of talk `slug` with its place on disk, when the manifest lists it. */
export function sampleMediaFileOf(slug: string, file: string): (SampleMediaFile & { path: string }) | undefined {
  if (!Object.hasOwn(sampleMedia.talks, slug)) return undefined;
  const entry = sampleMedia.talks[slug]?.find((item) => item.file === file);
  return entry ? { ...entry, path: join(SAMPLE_MEDIA_DIR, slug, file) } : undefined;
}
