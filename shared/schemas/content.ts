/**
 * Shapes of the content service's collections, as the Worker reads them with language
 * resolution turned off (every translatable field is an `{ en, fr }` pair, either side may be
 * missing). One schema per collection; the content layer validates every item it receives and
 * drops (and logs) the ones that do not match, so one bad item never breaks a page.
 */
import * as v from 'valibot';
import { MAX_MOMENT_SECONDS } from '../lib/moments';

/** A translatable text: English and/or French. `combined` reads fr, then en. */
export const localizedText = v.object({
  en: v.optional(v.string()),
  fr: v.optional(v.string()),
});
export type LocalizedText = v.InferOutput<typeof localizedText>;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const isoDate = v.pipe(v.string(), v.isoTimestamp());
const ids = v.array(id);
const url = v.pipe(v.string(), v.minLength(1));

/** Category, tag and series share one shape (spec §3). `slug` falls back to `id`. */
export const taxonomyItem = v.object({
  id,
  slug: v.optional(v.string()),
  title: localizedText,
  description: v.optional(localizedText),
});
export type TaxonomyItem = v.InferOutput<typeof taxonomyItem>;

export const category = taxonomyItem;
export type Category = TaxonomyItem;
export const tag = taxonomyItem;
export type Tag = TaxonomyItem;
export const series = v.object({ ...taxonomyItem.entries, image: v.optional(url) });
export type Series = v.InferOutput<typeof series>;

export const faqCategory = v.object({ id, title: localizedText, weight: v.number() });
export type FaqCategory = v.InferOutput<typeof faqCategory>;

export const faq = v.object({
  id,
  categoryId: id,
  question: localizedText,
  answer: localizedText,
  weight: v.number(),
});
export type Faq = v.InferOutput<typeof faq>;

/**
 * A presenter as published by the content service. `email` and `telephone` are for the
 * facilitation team only: the Worker never sends them to a browser.
 */
export const presenter = v.object({
  id,
  name: v.string(),
  surname: v.string(),
  title: v.optional(localizedText),
  image: v.optional(url),
  role: v.optional(localizedText),
  organisation: v.optional(localizedText),
  qualifications: v.optional(localizedText),
  country: v.optional(v.string()),
  summary: v.optional(localizedText),
  bio: v.optional(localizedText),
  categoryIds: ids,
  email: v.optional(v.string()),
  telephone: v.optional(v.string()),
  spotlight: v.optional(v.boolean()),
  date: isoDate,
});
export type Presenter = v.InferOutput<typeof presenter>;

export const resource = v.object({
  filename: v.string(),
  size: v.number(),
  url,
  mimeType: v.optional(v.string()),
});
export type Resource = v.InferOutput<typeof resource>;

/**
 * One timed line of a transcript: where it starts in the video of its language, in whole
 * seconds (what YouTube's `start` and a shared `?t=` take), and what is said from there.
 */
export const transcriptSegment = v.object({
  start: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_MOMENT_SECONDS)),
  text: v.pipe(v.string(), v.trim(), v.minLength(1)),
});
export type TranscriptSegment = v.InferOutput<typeof transcriptSegment>;

/** A transcript cut into timed segments, in the order they are spoken (starts strictly rising). */
export const timedTranscript = v.object({
  segments: v.pipe(
    v.array(transcriptSegment),
    v.minLength(1),
    v.check(
      (segments) => segments.every((segment, index) => index === 0 || segment.start > segments[index - 1]!.start),
      'segment starts must rise strictly',
    ),
  ),
});
export type TimedTranscript = v.InferOutput<typeof timedTranscript>;

/**
 * A presentation's transcript per language (docs/decisions/0026-transcript-moments.md): plain
 * text (paragraphs separated by a blank line) or timed segments, each language on its own. The
 * segments of a language are timed on that language's video, or on the other one's when the
 * language has no video of its own.
 */
export const transcript = v.object({
  en: v.optional(v.union([v.string(), timedTranscript])),
  fr: v.optional(v.union([v.string(), timedTranscript])),
});
export type Transcript = v.InferOutput<typeof transcript>;

/**
 * One file a presentation can be taken in besides its player (issue #26, docs/dev/content-protocol.md):
 * the talk's audio, or its video at one height. `bytes` is the file's exact size (what the ladder
 * prices before anything loads); `lang` is the language spoken (none: the same in both).
 */
export const rendition = v.pipe(
  v.object({
    kind: v.picklist(['audio', 'video']),
    url,
    bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    durationSeconds: v.pipe(v.number(), v.minValue(0)),
    type: v.pipe(v.string(), v.regex(/^(?:audio|video)\/[\w.+-]+(?:\s*;[\x20-\x7e]*)?$/)),
    height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4320))),
    lang: v.optional(v.picklist(['en', 'fr'])),
  }),
  v.check(
    (item) => (item.kind === 'video') === (item.height !== undefined) && item.type.startsWith(item.kind),
    'a video rendition has a height and a video type; an audio one neither',
  ),
);
export type Rendition = v.InferOutput<typeof rendition>;

export const presentation = v.object({
  id,
  slug: v.optional(v.string()),
  title: localizedText,
  summary: v.optional(localizedText),
  description: v.optional(localizedText),
  image: v.optional(url),
  /** Video provider id (YouTube) per language; the player loads only on request. */
  video: v.optional(localizedText),
  durationSeconds: v.optional(v.number()),
  date: isoDate,
  presenterIds: ids,
  seriesId: v.optional(id),
  collectionIds: ids,
  tagIds: ids,
  categoryIds: ids,
  resources: v.optional(v.array(resource)),
  transcript: v.optional(transcript),
  /** Audio and small video files of the talk (issue #26); absent when the CMS has none. */
  renditions: v.optional(v.array(rendition)),
  featured: v.optional(v.boolean()),
  /** When the CMS last changed the item (docs/dev/content-protocol.md, "Reading what changed"). */
  modifiedAt: v.optional(isoDate),
});
export type Presentation = v.InferOutput<typeof presentation>;

export const collection = v.object({
  id,
  title: localizedText,
  description: v.optional(localizedText),
  image: v.optional(url),
  date: isoDate,
});
export type Collection = v.InferOutput<typeof collection>;

export const eventLocation = v.object({
  venue: v.optional(v.string()),
  address: v.optional(v.string()),
  city: v.optional(v.string()),
  country: v.optional(v.string()),
});

export const event = v.object({
  id,
  title: localizedText,
  summary: v.optional(localizedText),
  description: v.optional(localizedText),
  image: v.optional(url),
  startsAt: isoDate,
  endsAt: v.optional(isoDate),
  /** IANA zone the event is held in, e.g. Africa/Johannesburg. */
  timeZone: v.optional(v.string()),
  location: v.optional(eventLocation),
  onlineUrl: v.optional(url),
  registrationUrl: v.optional(url),
  categoryIds: ids,
  presenterIds: ids,
  featured: v.optional(v.boolean()),
});
export type Event = v.InferOutput<typeof event>;

export const article = v.object({
  id,
  slug: v.pipe(v.string(), v.minLength(1)),
  title: localizedText,
  summary: v.optional(localizedText),
  /** Plain text; paragraphs separated by a blank line. Never HTML. */
  body: v.optional(localizedText),
  image: v.optional(url),
  date: isoDate,
  author: v.string(),
  readTimeMinutes: v.number(),
  categoryIds: ids,
  tagIds: ids,
  featured: v.optional(v.boolean()),
});
export type Article = v.InferOutput<typeof article>;

export const funFact = v.object({ id, text: localizedText, image: v.optional(url) });
export type FunFact = v.InferOutput<typeof funFact>;

export const partner = v.object({
  id,
  name: v.string(),
  logo: v.optional(url),
  url: v.optional(url),
  description: v.optional(localizedText),
});
export type Partner = v.InferOutput<typeof partner>;

/**
 * A member of the advisory council (spec §1): a person with a portrait, their role on the council
 * or in the field, where they work, their country and a short bio. The role is the main text: a
 * member whose role has no French is left out of French pages (decision 0014).
 */
export const councilMember = v.object({
  id,
  name: v.pipe(v.string(), v.minLength(1)),
  surname: v.pipe(v.string(), v.minLength(1)),
  role: localizedText,
  affiliation: v.optional(localizedText),
  country: v.optional(localizedText),
  bio: v.optional(localizedText),
  image: v.optional(url),
});
export type CouncilMember = v.InferOutput<typeof councilMember>;

export const project = v.object({
  id,
  title: localizedText,
  summary: v.optional(localizedText),
  description: v.optional(localizedText),
  image: v.optional(url),
  date: isoDate,
});
export type Project = v.InferOutput<typeof project>;

export const subProject = v.object({
  id,
  projectId: id,
  slug: v.pipe(v.string(), v.minLength(1)),
  title: localizedText,
  summary: v.optional(localizedText),
  description: v.optional(localizedText),
  image: v.optional(url),
  date: isoDate,
});
export type SubProject = v.InferOutput<typeof subProject>;

export const subTheme = v.object({
  id,
  title: localizedText,
  summary: v.optional(localizedText),
  description: v.optional(localizedText),
  image: v.optional(url),
  projectIds: ids,
  date: isoDate,
});
export type SubTheme = v.InferOutput<typeof subTheme>;

/** The single contact record (spec §3); French variants carry the suffix `fr`. */
export const contactRecord = v.object({
  telephone1: v.optional(v.string()),
  telephonefr: v.optional(v.string()),
  whatsapp: v.optional(v.string()),
  whatsappfr: v.optional(v.string()),
  email1: v.optional(v.string()),
  email2: v.optional(v.string()),
  emailfr: v.optional(v.string()),
  facebook: v.optional(v.string()),
  facebookfr: v.optional(v.string()),
  youtube: v.optional(v.string()),
  youtubefr: v.optional(v.string()),
  linkedin: v.optional(v.string()),
  linkedinfr: v.optional(v.string()),
  instagram: v.optional(v.string()),
  instagramfr: v.optional(v.string()),
  wenaturalists: v.optional(v.string()),
  twitter: v.optional(v.string()),
});
export type ContactRecord = v.InferOutput<typeof contactRecord>;

/** Every collection the content service serves, with the schema of one item. */
export const collectionSchemas = {
  'advisory-council': councilMember,
  articles: article,
  categories: category,
  collaborators: partner,
  collections: collection,
  events: event,
  faqs: faq,
  'faq-categories': faqCategory,
  'fun-facts': funFact,
  patrons: partner,
  presentations: presentation,
  presenters: presenter,
  projects: project,
  'sub-projects': subProject,
  'sub-themes': subTheme,
  series,
  tags: tag,
} as const;
export type CollectionName = keyof typeof collectionSchemas;
export type CollectionItem<N extends CollectionName> = v.InferOutput<(typeof collectionSchemas)[N]>;
export const collectionNames = Object.keys(collectionSchemas) as CollectionName[];

/** One page of a collection: `$top` items from `$skip`, with the total count. */
export const pageEnvelope = v.object({
  items: v.array(v.unknown()),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const tokenResponse = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(v.number(), v.minValue(1)),
  token_type: v.optional(v.string()),
});
