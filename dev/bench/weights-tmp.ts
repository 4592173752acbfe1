import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { readBrowserManifest, pageWeight } from './page-weight';
const client = path.join(process.cwd(), 'dist', 'client');
const { manifest } = readBrowserManifest(client);
const gz = (f: string) => gzipSync(readFileSync(path.join(client, f)), { level: 9 }).length;
for (const id of process.argv.slice(2)) {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (let r: any = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) { files.add(r.module); for (const i of r.imports ?? []) files.add(i); }
  const w = pageWeight(client, id, []);
  console.log(id, (w.jsGzipBytes/1024).toFixed(1), 'KB js', (w.cssGzipBytes/1024).toFixed(1), 'KB css');
  for (const f of [...files].sort((a,b)=>gz(b)-gz(a))) console.log('   ', (gz(f)/1024).toFixed(1), f);
}
