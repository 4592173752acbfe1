// `npm start`: builds the browser bundles, starts the whole local stack, seeds the demo accounts
// and prints the address and the demo credentials. Ctrl-C stops everything.
import path from 'node:path';
import { buildSite, DEV_PORTS, stackBuildDir, startStack, stopOnExit } from './stack';
import { seedDemoAccounts, seedDemoRequests, seedSampleAnswers } from './seed';
import { repoRoot } from './emulators/process-group';

const log = (line: string) => console.log(`[start] ${line}`);

// Its own build folder: `npm test` and the bench build elsewhere, so they never touch the files
// this site serves (issue #23, item 12).
const buildDir = stackBuildDir('start');
log(`building the browser bundles into ${path.relative(repoRoot, buildDir)} ...`);
buildSite(buildDir);

const stack = await startStack({
  ports: DEV_PORTS,
  buildDir,
  stateDir: path.join(repoRoot, '.wrangler', 'state'),
  log,
});
stopOnExit(stack);

const accounts = await seedDemoAccounts({ authHost: stack.authHost, firestoreHost: stack.firestoreHost });
const requests = await seedDemoRequests({ firestoreHost: stack.firestoreHost });
const answers = await seedSampleAnswers({ workerUrl: stack.workerUrl });

console.log(`
  Conservation Tutorials Africa is running.

  Site:             ${stack.workerUrl}
  Admin console:    ${stack.workerUrl}/admin (sign in as the admin below; ${requests} demo requests)
  Answer library:   ${stack.workerUrl}/answers (${answers} sample answers)
  Content service:  ${stack.contentUrl}
  Auth emulator:    ${stack.authHost}
  Firestore:        ${stack.firestoreHost}

  Demo accounts (e-mail verified):
${accounts.map((account) => `    ${account.role.padEnd(10)} ${account.email.padEnd(32)} ${account.password}`).join('\n')}

  Press Ctrl-C to stop.
`);
