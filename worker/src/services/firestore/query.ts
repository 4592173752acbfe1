/**
 * Structured queries for the Firestore REST API (`:runQuery`, `:runAggregationQuery`): their
 * JSON types and a small immutable builder, `collection('connections').where(...).orderBy(...)`.
 */
import {
  encodeValue,
  fieldSegments,
  formatFieldPath,
  type FieldReference,
  type FirestoreValue,
  type WriteValue,
} from './values';

/** Operators as the client SDKs spell them. */
export type WhereOperator =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'array-contains-any' | 'in' | 'not-in';

type RestFieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

const OPERATORS: Readonly<Record<WhereOperator, RestFieldOperator>> = {
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
  'not-in': 'NOT_IN',
};

export interface FieldReferenceJson {
  fieldPath: string;
}

/** google.firestore.v1.StructuredQuery.Filter in JSON. */
export type QueryFilter =
  | { fieldFilter: { field: FieldReferenceJson; op: RestFieldOperator; value: FirestoreValue } }
  | { unaryFilter: { field: FieldReferenceJson; op: 'IS_NULL' | 'IS_NOT_NULL' | 'IS_NAN' | 'IS_NOT_NAN' } }
  | { compositeFilter: { op: 'AND' | 'OR'; filters: QueryFilter[] } };

export interface QueryCursor {
  values: FirestoreValue[];
  /** true: the position just before the given values; false: just after. */
  before: boolean;
}

/** google.firestore.v1.StructuredQuery in JSON. */
export interface StructuredQuery {
  select?: { fields: FieldReferenceJson[] };
  from: { collectionId: string }[];
  where?: QueryFilter;
  orderBy?: { field: FieldReferenceJson; direction: 'ASCENDING' | 'DESCENDING' }[];
  startAt?: QueryCursor;
  offset?: number;
  limit?: number;
}

const fieldJson = (field: FieldReference): FieldReferenceJson => ({ fieldPath: formatFieldPath(fieldSegments(field)) });

/**
 * One field condition. `== null` / `!= null` / `== NaN` / `!= NaN` become the unary filters the
 * API needs for them; `in`, `not-in` and `array-contains-any` take an array.
 */
export function where(field: FieldReference, operator: WhereOperator, value: WriteValue): QueryFilter {
  const isNaNValue = typeof value === 'number' && Number.isNaN(value);
  if ((value === null || isNaNValue) && (operator === '==' || operator === '!=')) {
    const op =
      value === null ? (operator === '==' ? 'IS_NULL' : 'IS_NOT_NULL') : operator === '==' ? 'IS_NAN' : 'IS_NOT_NAN';
    return { unaryFilter: { field: fieldJson(field), op } };
  }
  if ((operator === 'in' || operator === 'not-in' || operator === 'array-contains-any') && !Array.isArray(value)) {
    throw new TypeError(`where(${String(field)}, '${operator}', ...) needs an array of values`);
  }
  return {
    fieldFilter: { field: fieldJson(field), op: OPERATORS[operator], value: encodeValue(value, String(field)) },
  };
}

/** All of `filters` must hold. */
export function and(...filters: QueryFilter[]): QueryFilter {
  return composite('AND', filters);
}

/** At least one of `filters` must hold. */
export function or(...filters: QueryFilter[]): QueryFilter {
  return composite('OR', filters);
}

function composite(op: 'AND' | 'OR', filters: QueryFilter[]): QueryFilter {
  if (filters.length === 0) throw new TypeError(`${op.toLowerCase()}() needs at least one filter`);
  return { compositeFilter: { op, filters } };
}

/** An immutable structured-query builder; every method returns a new builder. */
export class QueryBuilder {
  private constructor(private readonly query: StructuredQuery) {}

  /** Starts a query over the collection `collectionId` under the parent the query runs on. */
  static collection(collectionId: string): QueryBuilder {
    if (!collectionId || collectionId.includes('/')) throw new TypeError(`bad collection id "${collectionId}"`);
    return new QueryBuilder({ from: [{ collectionId }] });
  }

  /** Adds a condition; several calls are joined with AND. */
  where(filter: QueryFilter): QueryBuilder;
  where(field: FieldReference, operator: WhereOperator, value: WriteValue): QueryBuilder;
  where(fieldOrFilter: FieldReference | QueryFilter, operator?: WhereOperator, value?: WriteValue): QueryBuilder {
    const filter =
      typeof fieldOrFilter === 'string' || Array.isArray(fieldOrFilter)
        ? where(fieldOrFilter, requireOperator(operator), value ?? null)
        : fieldOrFilter;
    if (!('fieldFilter' in filter || 'unaryFilter' in filter || 'compositeFilter' in filter)) {
      throw new TypeError('where() needs a field, an operator and a value, or a filter');
    }
    const existing = this.query.where;
    let combined: QueryFilter = filter;
    if (existing) {
      combined =
        'compositeFilter' in existing && existing.compositeFilter.op === 'AND'
          ? { compositeFilter: { op: 'AND', filters: [...existing.compositeFilter.filters, filter] } }
          : { compositeFilter: { op: 'AND', filters: [existing, filter] } };
    }
    return new QueryBuilder({ ...this.query, where: combined });
  }

  /** Adds a sort key (`__name__` sorts by document id). */
  orderBy(field: FieldReference, direction: 'asc' | 'desc' = 'asc'): QueryBuilder {
    const entry = { field: fieldJson(field), direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' } as const;
    return new QueryBuilder({ ...this.query, orderBy: [...(this.query.orderBy ?? []), entry] });
  }

  /** At most `count` results. */
  limit(count: number): QueryBuilder {
    return new QueryBuilder({ ...this.query, limit: nonNegativeInteger(count, 'limit') });
  }

  /** Skips the first `count` results (billed as reads; prefer cursors for deep pages). */
  offset(count: number): QueryBuilder {
    return new QueryBuilder({ ...this.query, offset: nonNegativeInteger(count, 'offset') });
  }

  /** Only these fields in the results (`[]` for no fields, i.e. names only). */
  select(...fields: FieldReference[]): QueryBuilder {
    return new QueryBuilder({ ...this.query, select: { fields: fields.map(fieldJson) } });
  }

  /**
   * Starts just after the position given by the values of the orderBy fields, in order (the next
   * page after a last result).
   */
  startAfter(values: readonly WriteValue[]): QueryBuilder {
    return new QueryBuilder({ ...this.query, startAt: cursorAfter(values) });
  }

  /** The REST `StructuredQuery` (a copy). */
  build(): StructuredQuery {
    return structuredClone(this.query);
  }
}

/** Shorthand for `QueryBuilder.collection`. */
export function collection(collectionId: string): QueryBuilder {
  return QueryBuilder.collection(collectionId);
}

/** The position just after `values`: where startAfter starts. */
function cursorAfter(values: readonly WriteValue[]): QueryCursor {
  if (values.length === 0) throw new TypeError('a cursor needs at least one value');
  return { values: values.map((value, index) => encodeValue(value, `cursor[${index}]`)), before: false };
}

function requireOperator(operator: WhereOperator | undefined): WhereOperator {
  if (!operator) throw new TypeError('where() needs an operator');
  return operator;
}

function nonNegativeInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`${name} must be a non-negative integer`);
  return value;
}
