// `npm run search:rebuild`: rebuilds the search tables (D1, decision 0038) of the running local
// stack (`npm start`) from the content, by firing the Worker's daily rebuild cron: the same code
// production runs on its schedule. `--url` names another stack's Worker.
import { parseArgs } from 'node:util';
import { DEV_PORTS, rebuildSearch } from './stack';

const { values } = parseArgs({ options: { url: { type: 'string', default: `http://127.0.0.1:${DEV_PORTS.worker}` } } });
const url = values.url ?? '';
const started = Date.now();
try {
  await rebuildSearch(url);
  console.log(
    `[search] rebuilt from the content in ${Date.now() - started} ms (${url}); the Worker's log says what it wrote`,
  );
} catch (error) {
  console.error(
    `[search] could not rebuild through ${url}: ${error instanceof Error ? error.message : String(error)}\n` +
      '  Is the local stack running (npm start)?',
  );
  process.exit(1);
}
