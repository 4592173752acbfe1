// Unit tests of the structured-query builder: the JSON it produces for each clause (no emulator).
import { describe, expect, it } from 'vitest';
import { and, collection, or, where } from './query';

describe('query builder', () => {
  it('builds a structured query with filters, order, cursors, limits and a projection', () => {
    const query = collection('connections')
      .where('status', '==', 'pending')
      .where('requestedAt', '>=', new Date('2026-01-01T00:00:00Z'))
      .orderBy('requestedAt', 'desc')
      .orderBy('__name__')
      .startAfter([new Date('2026-02-01T00:00:00Z'), 'x'])
      .offset(5)
      .limit(20)
      .select('status', 'presenter.name')
      .build();
    expect(query).toEqual({
      from: [{ collectionId: 'connections' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'pending' } } },
            {
              fieldFilter: {
                field: { fieldPath: 'requestedAt' },
                op: 'GREATER_THAN_OR_EQUAL',
                value: { timestampValue: '2026-01-01T00:00:00.000Z' },
              },
            },
          ],
        },
      },
      orderBy: [
        { field: { fieldPath: 'requestedAt' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      startAt: { values: [{ timestampValue: '2026-02-01T00:00:00.000Z' }, { stringValue: 'x' }], before: false },
      offset: 5,
      limit: 20,
      select: { fields: [{ fieldPath: 'status' }, { fieldPath: 'presenter.name' }] },
    });
  });

  it('maps every operator and turns null and NaN comparisons into unary filters', () => {
    const ops = ['==', '!=', '<', '<=', '>', '>=', 'array-contains'] as const;
    expect(ops.map((op) => where('a', op, 1))).toMatchObject(
      [
        'EQUAL',
        'NOT_EQUAL',
        'LESS_THAN',
        'LESS_THAN_OR_EQUAL',
        'GREATER_THAN',
        'GREATER_THAN_OR_EQUAL',
        'ARRAY_CONTAINS',
      ].map((op) => ({ fieldFilter: { op } })),
    );
    expect(where('a', 'in', [1, 2])).toEqual({
      fieldFilter: {
        field: { fieldPath: 'a' },
        op: 'IN',
        value: { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '2' }] } },
      },
    });
    expect(where('a', 'not-in', ['x'])).toMatchObject({ fieldFilter: { op: 'NOT_IN' } });
    expect(where('a', 'array-contains-any', ['x'])).toMatchObject({ fieldFilter: { op: 'ARRAY_CONTAINS_ANY' } });
    expect(where('a', '==', null)).toEqual({ unaryFilter: { field: { fieldPath: 'a' }, op: 'IS_NULL' } });
    expect(where('a', '!=', null)).toEqual({ unaryFilter: { field: { fieldPath: 'a' }, op: 'IS_NOT_NULL' } });
    expect(where('a', '==', Number.NaN)).toEqual({ unaryFilter: { field: { fieldPath: 'a' }, op: 'IS_NAN' } });
    expect(() => where('a', 'in', 'x')).toThrow(/array/);
  });

  it('composes AND and OR filters and quotes awkward field names', () => {
    const filter = or(where('status', '==', 'pending'), and(where(['odd-name'], '>', 1), where('b.c', '<', 2)));
    expect(collection('x').where(filter).build()).toEqual({
      from: [{ collectionId: 'x' }],
      where: {
        compositeFilter: {
          op: 'OR',
          filters: [
            { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'pending' } } },
            {
              compositeFilter: {
                op: 'AND',
                filters: [
                  {
                    fieldFilter: {
                      field: { fieldPath: '`odd-name`' },
                      op: 'GREATER_THAN',
                      value: { integerValue: '1' },
                    },
                  },
                  { fieldFilter: { field: { fieldPath: 'b.c' }, op: 'LESS_THAN', value: { integerValue: '2' } } },
                ],
              },
            },
          ],
        },
      },
    });
  });

  it('never changes a builder in place', () => {
    const base = collection('users');
    base.where('role', '==', 'admin').limit(1);
    expect(base.build()).toEqual({ from: [{ collectionId: 'users' }] });
  });

  it('rejects bad limits and collection ids', () => {
    expect(() => collection('users').limit(-1)).toThrow();
    expect(() => collection('users').limit(1.5)).toThrow();
    expect(() => collection('users/abc')).toThrow();
  });
});
