// Content packs: the data the local content service serves, and how packs are read and checked.
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { collectionNames, collectionSchemas, contactRecord } from '#shared/schemas/content.ts';
import type { CollectionName, ContactRecord } from '#shared/schemas/content.ts';

/** Everything the service serves: the contact record and the items of every collection. */
export interface ContentPack {
  contact: ContactRecord;
  collections: { [name in CollectionName]: unknown[] };
}

/**
 * Packs store media and file links as root-relative paths (`/media/…`, `/files/…`) so that a pack
 * does not depend on where the service runs; the service makes them absolute when it answers.
 */
export const MEDIA_PATH_PREFIX = '/media/';
export const FILES_PATH_PREFIX = '/files/';

/** Root-relative path of the placeholder image called `name` (served as `/media/{name}.svg`). */
export function mediaPath(name: string): string {
  return `${MEDIA_PATH_PREFIX}${name}.svg`;
}

/** Root-relative path of a downloadable placeholder file (served as `/files/{filename}`). */
export function filePath(filename: string): string {
  return `${FILES_PATH_PREFIX}${filename}`;
}

/** One pack item that does not match its collection's schema. */
export interface PackProblem {
  collection: CollectionName | 'contact';
  index: number;
  id: string | undefined;
  issues: string[];
}

/** Checks every item of a pack against the schemas of `shared/schemas/content.ts`. */
export function findInvalidItems(pack: ContentPack): PackProblem[] {
  const problems: PackProblem[] = [];
  const contactResult = v.safeParse(contactRecord, pack.contact);
  if (!contactResult.success) {
    problems.push({ collection: 'contact', index: 0, id: undefined, issues: describeIssues(contactResult.issues) });
  }
  for (const name of collectionNames) {
    const schema = collectionSchemas[name];
    pack.collections[name].forEach((item, index) => {
      const result = v.safeParse(schema, item);
      if (!result.success) {
        problems.push({ collection: name, index, id: itemId(item), issues: describeIssues(result.issues) });
      }
    });
  }
  return problems;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = issue.path?.map((segment) => String(segment.key)).join('.') ?? '';
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** The `id` of an item, when it has a string one. */
export function itemId(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id = (item as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Turns parsed JSON into a pack. Only the envelope is enforced (a contact object and arrays of
 * objects; a missing collection is empty): items that do not match their schema are kept on
 * purpose, so a pack can exercise how clients drop bad items.
 */
export function parsePack(json: unknown): ContentPack {
  if (!isPlainObject(json)) throw new Error('Content pack: expected a JSON object');
  const contact = json.contact ?? {};
  if (!isPlainObject(contact)) throw new Error('Content pack: "contact" must be an object');
  const rawCollections = json.collections ?? {};
  if (!isPlainObject(rawCollections)) throw new Error('Content pack: "collections" must be an object');

  const unknownNames = Object.keys(rawCollections).filter((name) => !(collectionNames as string[]).includes(name));
  if (unknownNames.length > 0) throw new Error(`Content pack: unknown collections ${unknownNames.join(', ')}`);

  const collections = {} as ContentPack['collections'];
  for (const name of collectionNames) {
    const items = rawCollections[name] ?? [];
    if (!Array.isArray(items) || !items.every(isPlainObject)) {
      throw new Error(`Content pack: "collections.${name}" must be an array of objects`);
    }
    collections[name] = items;
  }
  return { contact: contact as ContactRecord, collections };
}

/** Reads a pack from a JSON file (as written by `generate.ts`). */
export async function readPackFile(path: string): Promise<ContentPack> {
  const text = await readFile(path, 'utf8');
  return parsePack(JSON.parse(text) as unknown);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
