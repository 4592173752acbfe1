// CLI of the local content service: `tsx dev/content-service/main.ts --port 8788 [--pack file.json] [--token-lifetime 3600]`.
import { parseArgs } from 'node:util';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEFAULT_SCOPE, DEFAULT_TOKEN_LIFETIME_SECONDS } from './app';
import { DEFAULT_HOST, startContentService } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8788' },
    host: { type: 'string', default: DEFAULT_HOST },
    pack: { type: 'string' },
    'token-lifetime': { type: 'string', default: String(DEFAULT_TOKEN_LIFETIME_SECONDS) },
    'client-id': { type: 'string', default: DEFAULT_CLIENT_ID },
    'client-secret': { type: 'string', default: DEFAULT_CLIENT_SECRET },
    scope: { type: 'string', default: DEFAULT_SCOPE },
    'public-url': { type: 'string' },
  },
  strict: true,
});

const port = wholeNumber(values.port, '--port');
const tokenLifetimeSeconds = wholeNumber(values['token-lifetime'], '--token-lifetime');

const service = await startContentService({
  port,
  host: values.host,
  packPath: values.pack,
  tokenLifetimeSeconds,
  clientId: values['client-id'],
  clientSecret: values['client-secret'],
  scope: values.scope,
  publicUrl: values['public-url'],
});

console.log(`Content service listening on ${service.url}`);
console.log(`  token:   POST ${service.url}/connect/token (client ${values['client-id']}, scope ${values.scope})`);
console.log(`  content: GET  ${service.url}/api/{collection}?$top=&$skip=`);
console.log(`  pack:    ${values.pack ?? 'built-in sample pack'}; token lifetime ${tokenLifetimeSeconds} s`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void service.close().then(() => process.exit(0));
  });
}

function wholeNumber(text: string, flag: string): number {
  if (!/^\d+$/.test(text)) {
    console.error(`${flag} must be a whole number, got "${text}"`);
    process.exit(2);
  }
  return Number(text);
}
