/**
 * Conversion between plain JavaScript values and the Firestore REST API's typed `Value`s, and
 * decoding of REST documents. Decoding takes `unknown` and checks every shape, because the input
 * is a network response.
 */

/** A Firestore REST `Value` (google.firestore.v1.Value in its JSON form). */
export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

/**
 * A document reference, written as a `referenceValue`: what `db.reference(path)` returns, to store
 * or to use as a `__name__` cursor. A class of its own, rather than a raw REST value, so that
 * nothing but a document name can be written this way.
 */
export class DocumentReference {
  /** `name`: the full resource name, `projects/<p>/databases/<d>/documents/<path>`. */
  constructor(readonly name: string) {}
}

/** The marker `serverTimestamp()` returns (one shared instance). */
export class ServerTimestamp {
  private constructor() {}
  static readonly instance = new ServerTimestamp();
}

/** In written data: set this field to the commit time on the server (a field transform). */
export function serverTimestamp(): ServerTimestamp {
  return ServerTimestamp.instance;
}

/**
 * What a decoded field holds. Integers come back as `number` when they fit in a double exactly
 * and as `bigint` beyond ±2^53; timestamps as `Date` (millisecond precision); bytes as
 * `Uint8Array`; references as their full resource name (a string); geo points as a plain
 * `{ latitude, longitude }` map (this client cannot write them: such a map is stored as a map).
 */
export type FirestorePlainValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | Date
  | Uint8Array
  | FirestorePlainValue[]
  | { [key: string]: FirestorePlainValue };

/** A decoded document's fields. */
export type DocumentData = { [key: string]: FirestorePlainValue };

/** What may be written: plain values, references, `serverTimestamp()`; `undefined` map entries are left out. */
export type WriteValue =
  | FirestorePlainValue
  | DocumentReference
  | ServerTimestamp
  | readonly WriteValue[]
  | { readonly [key: string]: WriteValue | undefined };

/** Fields to write. */
export type WriteData = { readonly [key: string]: WriteValue | undefined };

/** A decoded document. `updateTime` is kept as the server's string so it can serve as a precondition. */
export interface FirestoreDocument {
  /** Last path segment. */
  id: string;
  /** Path relative to the database's documents root, e.g. `users/abc/watchlist/x`. */
  path: string;
  createTime: string;
  updateTime: string;
  data: DocumentData;
}

/** Thrown when a response does not have the shape the REST API documents. */
export class FirestoreDecodeError extends Error {
  override name = 'FirestoreDecodeError';
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** Firestore accepts timestamps from year 1 to year 9999. */
const MIN_TIMESTAMP_MS = Date.UTC(1, 0, 1) - 1;
const MAX_TIMESTAMP_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

// ---------------------------------------------------------------------------------------------
// Encoding

/**
 * Encodes one JavaScript value. Safe integers become `integerValue`; other numbers (fractions,
 * integers beyond ±2^53, which a double cannot hold exactly anyway, NaN, ±Infinity) become
 * `doubleValue`; `bigint` becomes `integerValue` and must fit in 64 bits. `serverTimestamp()` is
 * not a value and is rejected here (`encodeFields` lifts it out first).
 */
export function encodeValue(value: WriteValue, fieldPath = 'value'): FirestoreValue {
  if (value === null) return { nullValue: null };
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'string':
      return { stringValue: value };
    case 'bigint':
      if (value < INT64_MIN || value > INT64_MAX) {
        throw new RangeError(`${fieldPath}: ${value} does not fit in a 64-bit Firestore integer`);
      }
      return { integerValue: value.toString() };
    case 'number':
      if (Number.isSafeInteger(value)) return { integerValue: String(value) };
      if (Number.isNaN(value)) return { doubleValue: 'NaN' };
      if (value === Infinity) return { doubleValue: 'Infinity' };
      if (value === -Infinity) return { doubleValue: '-Infinity' };
      return { doubleValue: value };
    case 'object':
      break;
    default:
      throw new TypeError(`${fieldPath}: cannot store a value of type ${typeof value} in Firestore`);
  }
  if (value instanceof DocumentReference) return { referenceValue: value.name };
  if (value instanceof ServerTimestamp) {
    throw new TypeError(
      `${fieldPath}: serverTimestamp() is only allowed as a field of written data, not inside arrays`,
    );
  }
  if (value instanceof Date) return { timestampValue: encodeTimestamp(value, fieldPath) };
  if (value instanceof Uint8Array) return { bytesValue: bytesToBase64(value) };
  if (Array.isArray(value)) {
    const items: readonly WriteValue[] = value;
    return { arrayValue: { values: items.map((item, index) => encodeValue(item, `${fieldPath}[${index}]`)) } };
  }
  if (isPlainObject(value)) {
    const fields: Record<string, FirestoreValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      fields[key] = encodeValue(item, `${fieldPath}.${key}`);
    }
    return { mapValue: { fields } };
  }
  throw new TypeError(`${fieldPath}: cannot store an instance of ${value.constructor?.name ?? 'unknown'} in Firestore`);
}

/** A field the server sets when the write is applied. */
export interface FieldTransform {
  fieldPath: string;
  setToServerValue: 'REQUEST_TIME';
}

/**
 * Encodes a document's fields. `serverTimestamp()` anywhere in nested maps is lifted out into a
 * field transform.
 */
export function encodeFields(data: WriteData): {
  fields: Record<string, FirestoreValue>;
  transforms: FieldTransform[];
} {
  const transforms: FieldTransform[] = [];
  const walk = (map: { readonly [key: string]: WriteValue | undefined }, prefix: readonly string[]) => {
    const fields: Record<string, FirestoreValue> = {};
    for (const [key, value] of Object.entries(map)) {
      if (value === undefined) continue;
      const segments = [...prefix, key];
      if (value instanceof ServerTimestamp) {
        transforms.push({ fieldPath: formatFieldPath(segments), setToServerValue: 'REQUEST_TIME' });
        continue;
      }
      if (isPlainObject(value)) {
        fields[key] = { mapValue: { fields: walk(value, segments) } };
        continue;
      }
      fields[key] = encodeValue(value, segments.join('.'));
    }
    return fields;
  };
  return { fields: walk(data, []), transforms };
}

/** Date → RFC 3339 string, rejecting invalid dates and years Firestore cannot store. */
export function encodeTimestamp(date: Date, fieldPath = 'value'): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`${fieldPath}: invalid Date`);
  if (ms < MIN_TIMESTAMP_MS || ms > MAX_TIMESTAMP_MS) {
    throw new RangeError(`${fieldPath}: ${date.toISOString()} is outside Firestore's range (years 1-9999)`);
  }
  return date.toISOString();
}

// ---------------------------------------------------------------------------------------------
// Field paths

const SIMPLE_FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Joins field name segments into a Firestore field path, quoting segments that are not simple
 * identifiers with backticks (`a.\`b-c\``), as the REST API requires in masks and queries.
 */
export function formatFieldPath(segments: readonly string[]): string {
  if (segments.length === 0) throw new TypeError('a field path needs at least one segment');
  return segments
    .map((segment) => {
      if (segment === '') throw new TypeError('field names cannot be empty');
      return SIMPLE_FIELD_NAME.test(segment) ? segment : `\`${segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``;
    })
    .join('.');
}

/** A field given as a dotted string (`profile.firstName`) or as segments (`['a.b', 'c']`). */
export type FieldReference = string | readonly string[];

/** Splits a dotted field reference into segments (`__name__` stays one segment). */
export function fieldSegments(field: FieldReference): readonly string[] {
  return typeof field === 'string' ? field.split('.') : field;
}

// ---------------------------------------------------------------------------------------------
// Decoding

/** Decodes one REST `Value` (checked, since it comes from the network). */
export function decodeValue(value: unknown, fieldPath = 'value'): FirestorePlainValue {
  if (!isRecord(value)) throw new FirestoreDecodeError(`${fieldPath}: expected a Value object`);
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return expectBoolean(value.booleanValue, fieldPath);
  if ('stringValue' in value) return expectString(value.stringValue, fieldPath);
  if ('integerValue' in value) return decodeInteger(value.integerValue, fieldPath);
  if ('doubleValue' in value) return decodeDouble(value.doubleValue, fieldPath);
  if ('timestampValue' in value) return decodeTimestamp(expectString(value.timestampValue, fieldPath), fieldPath);
  if ('bytesValue' in value) return base64ToBytes(expectString(value.bytesValue, fieldPath));
  if ('referenceValue' in value) return expectString(value.referenceValue, fieldPath);
  if ('geoPointValue' in value) {
    const point = value.geoPointValue;
    if (!isRecord(point)) throw new FirestoreDecodeError(`${fieldPath}: bad geoPointValue`);
    // proto3 JSON leaves out zero values
    return {
      latitude: point.latitude === undefined ? 0 : expectNumber(point.latitude, fieldPath),
      longitude: point.longitude === undefined ? 0 : expectNumber(point.longitude, fieldPath),
    };
  }
  if ('arrayValue' in value) {
    const array = value.arrayValue;
    if (!isRecord(array)) throw new FirestoreDecodeError(`${fieldPath}: bad arrayValue`);
    if (array.values === undefined) return [];
    if (!Array.isArray(array.values)) throw new FirestoreDecodeError(`${fieldPath}: bad arrayValue.values`);
    return array.values.map((item: unknown, index) => decodeValue(item, `${fieldPath}[${index}]`));
  }
  if ('mapValue' in value) {
    const map = value.mapValue;
    if (!isRecord(map)) throw new FirestoreDecodeError(`${fieldPath}: bad mapValue`);
    return decodeFields(map.fields, fieldPath);
  }
  throw new FirestoreDecodeError(`${fieldPath}: unknown value type (${Object.keys(value).join(', ') || 'empty'})`);
}

/** Decodes a REST `fields` map (absent means no fields). */
export function decodeFields(fields: unknown, prefix = ''): DocumentData {
  if (fields === undefined) return {};
  if (!isRecord(fields)) throw new FirestoreDecodeError(`${prefix || 'fields'}: expected a map`);
  const data: DocumentData = {};
  for (const [key, item] of Object.entries(fields)) {
    data[key] = decodeValue(item, prefix ? `${prefix}.${key}` : key);
  }
  return data;
}

/**
 * Decodes a REST `Document` into `{ id, path, createTime, updateTime, data }`. `documentsRoot` is
 * `projects/<p>/databases/<d>/documents`; the returned path is relative to it.
 */
export function decodeDocument(document: unknown, documentsRoot: string): FirestoreDocument {
  if (!isRecord(document)) throw new FirestoreDecodeError('expected a Document object');
  const name = expectString(document.name, 'document.name');
  const prefix = `${documentsRoot}/`;
  if (!name.startsWith(prefix)) throw new FirestoreDecodeError(`document ${name} is not under ${documentsRoot}`);
  const path = name.slice(prefix.length);
  return {
    id: path.slice(path.lastIndexOf('/') + 1),
    path,
    createTime: expectString(document.createTime, 'document.createTime'),
    updateTime: expectString(document.updateTime, 'document.updateTime'),
    data: decodeFields(document.fields),
  };
}

function decodeInteger(raw: unknown, fieldPath: string): number | bigint {
  // proto3 JSON writes int64 as a string but readers must accept numbers too.
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw)) {
    throw new FirestoreDecodeError(`${fieldPath}: bad integerValue`);
  }
  const big = BigInt(raw);
  const small = Number(big);
  return Number.isSafeInteger(small) ? small : big;
}

function decodeDouble(raw: unknown, fieldPath: string): number {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN') return Number.NaN;
  if (raw === 'Infinity') return Infinity;
  if (raw === '-Infinity') return -Infinity;
  throw new FirestoreDecodeError(`${fieldPath}: bad doubleValue`);
}

/** RFC 3339 (up to nanoseconds) → Date, truncated to milliseconds. */
export function decodeTimestamp(raw: string, fieldPath = 'value'): Date {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(raw);
  if (!match) throw new FirestoreDecodeError(`${fieldPath}: bad timestampValue ${raw}`);
  const millis = (match[2] ?? '').padEnd(3, '0').slice(0, 3);
  const date = new Date(`${match[1]}.${millis}${match[3]}`);
  if (Number.isNaN(date.getTime())) throw new FirestoreDecodeError(`${fieldPath}: bad timestampValue ${raw}`);
  return date;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Bytes → standard base64 (no Node Buffer: this runs in Workers). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

/** Standard or URL-safe base64 → bytes. */
export function base64ToBytes(base64: string): Uint8Array {
  let normalized = base64.replace(/-/g, '+').replace(/_/g, '/').replace(/\s+/g, '');
  while (normalized.length % 4 !== 0) normalized += '=';
  let binary: string;
  try {
    binary = atob(normalized);
  } catch {
    throw new FirestoreDecodeError('bad bytesValue');
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** True for `{...}` literals and `Object.create(null)` maps, false for class instances. */
export function isPlainObject(value: unknown): value is { readonly [key: string]: WriteValue | undefined } {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectString(value: unknown, fieldPath: string): string {
  if (typeof value !== 'string') throw new FirestoreDecodeError(`${fieldPath}: expected a string`);
  return value;
}

function expectBoolean(value: unknown, fieldPath: string): boolean {
  if (typeof value !== 'boolean') throw new FirestoreDecodeError(`${fieldPath}: expected a boolean`);
  return value;
}

function expectNumber(value: unknown, fieldPath: string): number {
  if (typeof value !== 'number') throw new FirestoreDecodeError(`${fieldPath}: expected a number`);
  return value;
}
