// `npm run indexes`: writes firestore.indexes.json from the queries themselves: the member API's
// connection lists, the presenters' requests, the mail outbox, the contact-message list, the
// introductions report, and every shape of the admin console's views
// (worker/src/services/admin/index-shapes.ts). Deploy with `firebase deploy --only firestore:indexes`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collection } from '#worker/src/services/firestore/query.ts';
import {
  adminConnectionIndexes,
  indexesFor,
  indexKey,
  type CompositeIndex,
} from '#worker/src/services/admin/index-shapes.ts';
import { OPEN_STATUSES, storedStatuses, WITH_PRESENTER_STATUSES } from '#shared/schemas/connections.ts';

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
      .where('status', 'in', storedStatuses(OPEN_STATUSES))
      .orderBy('dateRequested', 'desc'),
    collection('connections').where('status', 'in', storedStatuses(OPEN_STATUSES)).orderBy('dateRequested', 'desc'),
    // Presenters (services/connections/introductions.ts): the requests to a presenter's account,
    // and the open introductions their cap counts.
    collection('connections').where('presenterUid', '==', 'u').orderBy('dateRequested', 'desc'),
    collection('connections')
      .where('presenterId', '==', 'p')
      .where('status', 'in', [...WITH_PRESENTER_STATUSES]),
    // Admin console's monthly report (services/admin/introduction-report.ts).
    collection('connections')
      .where('dateRequested', '>=', new Date(0))
      .where('dateRequested', '<', new Date(0))
      .orderBy('dateRequested')
      .orderBy('__name__'),
    // Mail outbox (services/mail/outbox.ts): due retries, a request's mails, the unsent list.
    collection('mail').where('retryAt', '<=', new Date(0)).orderBy('retryAt'),
    collection('mail').where('connectionId', '==', 'c'),
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
