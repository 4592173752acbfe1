// `npm run indexes`: writes firestore.indexes.json from the queries themselves: the member API's
// connection lists, the contact-message list, and every shape of the admin console's views
// (worker/src/services/admin/index-shapes.ts). Deploy with `firebase deploy --only firestore:indexes`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collection } from '../worker/src/services/firestore/query';
import {
  adminConnectionIndexes,
  indexesFor,
  indexKey,
  type CompositeIndex,
} from '../worker/src/services/admin/index-shapes';

/** services/forms/store.ts CONTACT_COLLECTION (that module needs the Workers types). */
const CONTACT_MESSAGES = 'contactMessages';

/** Firestore refuses more composite indexes than this per database. */
export const COMPOSITE_INDEX_LIMIT = 200;

/** Every composite index the product's queries need, without duplicates. */
export function requiredIndexes(): CompositeIndex[] {
  const queries = [
    // Member API (services/connections/store.ts listConnections): own requests, and an admin's all.
    collection('connections')
      .where('requesterUid', '==', 'u')
      .where('status', 'in', ['pending'])
      .orderBy('dateRequested', 'desc'),
    collection('connections').where('status', 'in', ['pending']).orderBy('dateRequested', 'desc'),
    // Admin console: contact messages, new or handled, newest first.
    collection(CONTACT_MESSAGES).where('status', '==', 'new').orderBy('createdAt', 'desc').orderBy('__name__', 'desc'),
  ];
  const byKey = new Map<string, CompositeIndex>();
  for (const index of [...queries.flatMap((query) => indexesFor(query.build())), ...adminConnectionIndexes()]) {
    byKey.set(indexKey(index), index);
  }
  return [...byKey.values()];
}

/** The text of firestore.indexes.json. */
export function indexesFile(): string {
  return `${JSON.stringify({ indexes: requiredIndexes(), fieldOverrides: [] }, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../firestore.indexes.json', import.meta.url));
  const indexes = requiredIndexes();
  if (indexes.length > COMPOSITE_INDEX_LIMIT) {
    console.error(`${indexes.length} composite indexes: more than Firestore's ${COMPOSITE_INDEX_LIMIT}`);
    process.exit(1);
  }
  await writeFile(target, indexesFile());
  console.log(`wrote ${indexes.length} composite indexes to firestore.indexes.json`);
}
