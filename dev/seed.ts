// Demo accounts for the local stack: a user, a presenter and an admin with verified e-mail, in
// the Auth emulator (role as a custom claim) and in Firestore (users/{uid}).
import { PROJECT_ID } from './stack';
import { createFirestoreFromSettings } from '#worker/src/services/firestore/from-settings.ts';
import { generateConnections } from './connection-generator';
import { samplePack } from './content-service/sample-pack';
import * as v from 'valibot';
import { collectionSchemas } from '#shared/schemas/content.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_ANSWERS, SAMPLE_ANSWERS_DIR } from './content-service/sample-answers';

export interface DemoAccount {
  role: 'user' | 'presenter' | 'admin';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'user', email: 'learner@example.org', password: 'learner-demo-1', firstName: 'Amara', lastName: 'Okafor' },
  {
    role: 'presenter',
    email: 'presenter@example.org',
    password: 'presenter-demo-1',
    firstName: 'Thandiwe',
    lastName: 'Mokoena',
  },
  { role: 'admin', email: 'admin@example.org', password: 'admin-demo-1', firstName: 'Kwame', lastName: 'Mensah' },
];

const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Creates (or re-creates) the demo accounts; safe to run on every start. */
export async function seedDemoAccounts(options: { authHost: string; firestoreHost: string }): Promise<DemoAccount[]> {
  const identity = `http://${options.authHost}/identitytoolkit.googleapis.com/v1`;
  for (const account of DEMO_ACCOUNTS) {
    const lookup = await call(`${identity}/projects/${PROJECT_ID}/accounts:lookup`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ email: [account.email] }),
    });
    const existing = (lookup.users as { localId: string }[] | undefined)?.[0];
    const uid =
      existing?.localId ??
      String(
        (
          await call(`${identity}/projects/${PROJECT_ID}/accounts`, {
            method: 'POST',
            headers: OWNER,
            body: JSON.stringify({
              email: account.email,
              password: account.password,
              displayName: `${account.firstName} ${account.lastName}`,
            }),
          })
        ).localId,
      );
    await call(`${identity}/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        localId: uid,
        password: account.password,
        emailVerified: true,
        customAttributes: JSON.stringify({ role: account.role }),
      }),
    });
    const fields = {
      firstName: { stringValue: account.firstName },
      lastName: { stringValue: account.lastName },
      email: { stringValue: account.email },
      role: { stringValue: account.role },
      accountType: { stringValue: account.role === 'presenter' ? 'presenter' : 'user' },
      createdAt: { timestampValue: new Date().toISOString() },
    };
    await call(`http://${options.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`, {
      method: 'PATCH',
      headers: OWNER,
      body: JSON.stringify({ fields }),
    });
  }
  return [...DEMO_ACCOUNTS];
}

/**
 * Demo work for the admin console: connection requests of generated members to the sample
 * presenters (all statuses, over the last months) and a few contact messages, so the console of
 * `npm start` has something to show. The demo learner's own requests are made on the site.
 */
export async function seedDemoRequests(options: { firestoreHost: string; count?: number }): Promise<number> {
  const db = createFirestoreFromSettings({ projectId: PROJECT_ID, emulatorHost: options.firestoreHost });
  const presenters = samplePack()
    .collections.presenters.map((item) => v.parse(collectionSchemas.presenters, item))
    .map((presenter) => ({
      id: presenter.id,
      name: [presenter.name, presenter.surname].filter(Boolean).join(' '),
      email: presenter.email ?? '',
      tel: presenter.telephone ?? '',
    }));
  const count = options.count ?? 120;
  await generateConnections(db, { count, presenters, requesters: 40, days: 180, teamName: 'Demo Admin' });
  const messages = [
    [
      'Aïcha',
      'Traoré',
      'aicha.traore@example.org',
      'Bonjour, je voudrais présenter mes travaux sur les éléphants du Gourma.',
    ],
    ['Sipho', 'Nkosi', 'sipho.nkosi@example.org', 'Could our ranger school use the presentations in its courses?'],
    [
      'Léa',
      'Ouédraogo',
      'lea.ouedraogo@example.org',
      'Le lien de la présentation sur les zones humides ne fonctionne pas.',
    ],
  ] as const;
  await db.commit(
    messages.map(([name, surname, email, message], index) => ({
      type: 'set' as const,
      path: `contactMessages/demo-${index + 1}`,
      data: {
        name,
        surname,
        email,
        cellphone: '+27 82 555 01' + String(10 + index),
        message,
        locale: email.startsWith('sipho') ? 'en' : 'fr',
        createdAt: new Date(Date.now() - (index + 1) * 3_600_000),
        status: 'new',
        ipHash: 'demo',
      },
    })),
  );
  return count;
}

/**
 * The answer library's sample answers (decision 0040), approved, with their recordings: posted to
 * the Worker's emulator-only seeding route, which stores them as it stores a presenter's answer.
 * Returns how many answers are published.
 */
export async function seedSampleAnswers(options: { workerUrl: string }): Promise<number> {
  const form = new FormData();
  form.set('answers', JSON.stringify(SAMPLE_ANSWERS));
  for (const answer of SAMPLE_ANSWERS) {
    if (!answer.recorded) continue;
    const bytes = readFileSync(join(SAMPLE_ANSWERS_DIR, `${answer.slug}.ogg`));
    form.set(answer.slug, new Blob([bytes], { type: 'audio/ogg' }), `${answer.slug}.ogg`);
  }
  const response = await fetch(new URL('/dev/seed/answers', options.workerUrl), { method: 'POST', body: form });
  const body = (await response.json().catch(() => ({}))) as { published?: number };
  if (!response.ok) throw new Error(`seeding the sample answers answered ${response.status}`);
  return body.published ?? 0;
}
