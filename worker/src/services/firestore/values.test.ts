// Unit tests of the conversion between JavaScript values and Firestore REST values (no emulator).
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  decodeDocument,
  decodeFields,
  decodeTimestamp,
  decodeValue,
  DocumentReference,
  encodeFields,
  encodeValue,
  FirestoreDecodeError,
  formatFieldPath,
  serverTimestamp,
  type FirestoreValue,
  type WriteValue,
} from './values';

const roundTrip = (value: WriteValue) => decodeValue(JSON.parse(JSON.stringify(encodeValue(value))));

describe('encodeValue / decodeValue', () => {
  it('encodes each scalar type as the REST API expects', () => {
    expect(encodeValue(null)).toEqual({ nullValue: null });
    expect(encodeValue(true)).toEqual({ booleanValue: true });
    expect(encodeValue(42)).toEqual({ integerValue: '42' });
    expect(encodeValue(-7)).toEqual({ integerValue: '-7' });
    expect(encodeValue(1.5)).toEqual({ doubleValue: 1.5 });
    expect(encodeValue('héllo')).toEqual({ stringValue: 'héllo' });
    expect(encodeValue(new Date('2024-05-06T07:08:09.123Z'))).toEqual({ timestampValue: '2024-05-06T07:08:09.123Z' });
    expect(encodeValue(new Uint8Array([0, 255, 62, 63]))).toEqual({ bytesValue: 'AP8+Pw==' });
  });

  it('round-trips every type, nested', () => {
    const value: WriteValue = {
      nothing: null,
      yes: true,
      no: false,
      count: 3,
      zero: 0,
      negative: -12,
      ratio: 0.25,
      text: 'Conservation des espèces',
      empty: '',
      when: new Date('1999-12-31T23:59:59.999Z'),
      bytes: new Uint8Array([1, 2, 3, 250]),
      list: [1, 'two', null, [3], { four: 4 }],
      emptyList: [],
      map: { inner: { deeper: 'x' } },
      emptyMap: {},
    };
    expect(roundTrip(value)).toEqual(value);
  });

  it('keeps integers exact: safe ones as numbers, larger ones as bigint up to 64 bits', () => {
    expect(roundTrip(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(roundTrip(-Number.MAX_SAFE_INTEGER)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(encodeValue(2n ** 63n - 1n)).toEqual({ integerValue: '9223372036854775807' });
    expect(roundTrip(2n ** 63n - 1n)).toBe(2n ** 63n - 1n);
    expect(roundTrip(-(2n ** 63n))).toBe(-(2n ** 63n));
    expect(roundTrip(5n)).toBe(5);
    expect(() => encodeValue(2n ** 63n)).toThrow(RangeError);
    expect(() => encodeValue(-(2n ** 63n) - 1n)).toThrow(RangeError);
  });

  it('stores numbers a double cannot hold as integers exactly (beyond 2^53) as doubles', () => {
    expect(encodeValue(2 ** 60)).toEqual({ doubleValue: 2 ** 60 });
    expect(roundTrip(2 ** 60)).toBe(2 ** 60);
  });

  it('encodes NaN and infinities as the JSON strings of proto3', () => {
    expect(encodeValue(Number.NaN)).toEqual({ doubleValue: 'NaN' });
    expect(JSON.stringify(encodeValue(Infinity))).toBe('{"doubleValue":"Infinity"}');
    expect(roundTrip(Number.NaN)).toBeNaN();
    expect(roundTrip(-Infinity)).toBe(-Infinity);
  });

  it('decodes integers given as JSON numbers and doubles that are integral', () => {
    expect(decodeValue({ integerValue: 12 })).toBe(12);
    expect(decodeValue({ doubleValue: 2 })).toBe(2);
  });

  it('truncates timestamps with micro- or nanoseconds to milliseconds', () => {
    expect(decodeValue({ timestampValue: '2026-11-22T02:02:46.988215Z' })).toEqual(
      new Date('2026-11-22T02:02:46.988Z'),
    );
    expect(decodeTimestamp('2020-01-01T00:00:00Z')).toEqual(new Date('2020-01-01T00:00:00.000Z'));
    expect(decodeTimestamp('2020-01-01T00:00:00.5+02:00')).toEqual(new Date('2019-12-31T22:00:00.500Z'));
  });

  it('rejects dates Firestore cannot store', () => {
    expect(() => encodeValue(new Date(Number.NaN))).toThrow(/invalid Date/);
    expect(() => encodeValue(new Date('+010000-01-01T00:00:00Z'))).toThrow(/outside/);
  });

  it('writes a DocumentReference as a referenceValue and reads one back as its resource name', () => {
    const name = 'projects/p/databases/(default)/documents/users/abc';
    expect(encodeValue(new DocumentReference(name))).toEqual({ referenceValue: name });
    expect(encodeValue({ owner: new DocumentReference(name) })).toEqual({
      mapValue: { fields: { owner: { referenceValue: name } } },
    });
    expect(decodeValue({ referenceValue: name })).toBe(name);
    expect(encodeValue('users/abc')).toEqual({ stringValue: 'users/abc' });
  });

  it('decodes a geoPointValue as a plain { latitude, longitude } object', () => {
    const decoded = decodeValue({ geoPointValue: { latitude: -1.29, longitude: 36.82 } });
    expect(decoded).toStrictEqual({ latitude: -1.29, longitude: 36.82 });
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(() => decodeValue({ geoPointValue: { latitude: 'north' } })).toThrow(FirestoreDecodeError);
  });

  it('converts bytes through base64, accepting the URL-safe alphabet', () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes('AP8-_w')).toEqual(new Uint8Array([0, 255, 62, 255]));
    expect(decodeValue({ bytesValue: '' })).toEqual(new Uint8Array());
  });

  it('refuses values Firestore has no type for', () => {
    expect(() => encodeValue(new Map() as unknown as WriteValue)).toThrow(/Map/);
    expect(() => encodeValue((() => 1) as unknown as WriteValue)).toThrow(/function/);
    expect(() => encodeValue([serverTimestamp()])).toThrow(/not inside arrays/);
  });

  it('leaves undefined map entries out', () => {
    expect(encodeValue({ a: 1, b: undefined })).toEqual({ mapValue: { fields: { a: { integerValue: '1' } } } });
  });

  it('rejects responses that are not Values', () => {
    expect(() => decodeValue({ integerValue: '1.5' })).toThrow(FirestoreDecodeError);
    expect(() => decodeValue({ stringValue: 3 })).toThrow(FirestoreDecodeError);
    expect(() => decodeValue({ somethingNew: 1 })).toThrow(/unknown value type/);
    expect(() => decodeValue('x')).toThrow(FirestoreDecodeError);
    expect(() => decodeFields([])).toThrow(FirestoreDecodeError);
  });

  it('decodes absent arrays, maps and geo point coordinates as empty or zero (proto3 omits defaults)', () => {
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
    expect(decodeValue({ mapValue: {} })).toEqual({});
    expect(decodeValue({ geoPointValue: {} })).toStrictEqual({ latitude: 0, longitude: 0 });
  });
});

describe('encodeFields', () => {
  it('lifts serverTimestamp() out into transforms at any map depth', () => {
    const { fields, transforms } = encodeFields({
      name: 'x',
      updatedAt: serverTimestamp(),
      meta: { seenAt: serverTimestamp(), by: 'me', 'odd-key': 1 },
    });
    expect(fields).toEqual({
      name: { stringValue: 'x' },
      meta: { mapValue: { fields: { by: { stringValue: 'me' }, 'odd-key': { integerValue: '1' } } } },
    });
    expect(transforms).toEqual([
      { fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' },
      { fieldPath: 'meta.seenAt', setToServerValue: 'REQUEST_TIME' },
    ]);
  });
});

describe('formatFieldPath', () => {
  it('quotes segments that are not plain identifiers', () => {
    expect(formatFieldPath(['profile', 'firstName'])).toBe('profile.firstName');
    expect(formatFieldPath(['a-b', '1', 'c.d', 'e`f'])).toBe('`a-b`.`1`.`c.d`.`e\\`f`');
    expect(() => formatFieldPath(['a', ''])).toThrow();
  });
});

describe('decodeDocument', () => {
  const root = 'projects/demo/databases/(default)/documents';

  it('returns id, relative path, times and decoded data', () => {
    const fields: Record<string, FirestoreValue> = { role: { stringValue: 'admin' } };
    const document = decodeDocument(
      {
        name: `${root}/users/abc/watchlist/item-1`,
        fields,
        createTime: '2026-01-01T00:00:00.000001Z',
        updateTime: '2026-01-02T00:00:00.000002Z',
      },
      root,
    );
    expect(document).toEqual({
      id: 'item-1',
      path: 'users/abc/watchlist/item-1',
      createTime: '2026-01-01T00:00:00.000001Z',
      updateTime: '2026-01-02T00:00:00.000002Z',
      data: { role: 'admin' },
    });
  });

  it('treats a document without fields as empty and refuses names from another database', () => {
    const base = { createTime: 't', updateTime: 't' };
    expect(decodeDocument({ name: `${root}/a/b`, ...base }, root).data).toEqual({});
    expect(() => decodeDocument({ name: 'projects/other/databases/(default)/documents/a/b', ...base }, root)).toThrow(
      /not under/,
    );
  });
});
