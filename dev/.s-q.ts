import path from 'node:path';
import { startWorker, shiftPorts } from './stack';
import { stopGroup, repoRoot } from './emulators/process-group';
import { startContentService } from './content-service/server';
import { generatePack } from './content-service/generate';
import { rebuildSearch } from './stack';
const ports = shiftPorts({ worker: 8757, content: 8758, auth: 9576, firestore: 8576 }, 400);
const content = await startContentService({ port: ports.content, pack: generatePack({ presentations: 10000, transcriptLines: 52 }) });
console.log('content up');
const w = await startWorker({ ports, buildDir: path.join(repoRoot, 'dist-bench-400'), stateDir: path.join(repoRoot, '.wrangler', 'bench-state-search'), extraVars: { DEV_MODE: 'true' }, workerOutput: (l) => console.log('W:', l.slice(0, 300)) });
try {
  if (process.env.REBUILD) { const t0 = performance.now(); await rebuildSearch(w.url); console.log('rebuilt', (performance.now() - t0).toFixed(0)); }
  for (const q of ['elephant', 'rangers snare', 'conservation', 'rhinno', 'eleph', 'elephant', 'mokoena', 'rangers snare']) {
    const t = performance.now();
    const r = await fetch(`${w.url}/search.data?q=${encodeURIComponent(q)}&_routes=routes%2Fsearch`);
    const body = await r.text();
    console.log(q, r.status, (performance.now() - t).toFixed(0), 'ms', body.length, body.includes('"items"'));
  }
} catch (e) { console.log('ERR', e); console.log(w.process.outputTail()); } finally { await stopGroup(w.process.pid); await content.close(); }
