// Makes the sample answers' recordings (sample-answers.ts) as the talks' sample audio is made
// (make-renditions.ts): the answer spoken by espeak-ng in its language, evened by sox, encoded as
// mono Opus by opusenc, written to sample-answer-recordings/<slug>.ogg (committed). Run it again after
// changing an answer: `tsx dev/content-service/make-answer-recordings.ts`. Needs espeak-ng, sox and
// opus-tools (apt-get install espeak-ng sox opus-tools).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_ANSWERS, SAMPLE_ANSWERS_DIR } from './sample-answers';

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const work = mkdtempSync(join(tmpdir(), 'answers-'));
mkdirSync(SAMPLE_ANSWERS_DIR, { recursive: true });
try {
  for (const [index, answer] of SAMPLE_ANSWERS.entries()) {
    if (!answer.recorded) continue;
    const raw = join(work, 'raw.wav');
    const wav = join(work, `${answer.slug}.wav`);
    run('espeak-ng', ['-v', answer.language, '-s', '155', '-w', raw, answer.text]);
    run('sox', ['-R', raw, wav, 'norm', '-3', 'pad', '0.3', '0.6']);
    run('opusenc', [
      '--quiet',
      '--bitrate',
      '16',
      '--downmix-mono',
      '--serial',
      String(5000 + index),
      '--artist',
      answer.presenterName,
      '--comment',
      `LANGUAGE=${answer.language}`,
      wav,
      join(SAMPLE_ANSWERS_DIR, `${answer.slug}.ogg`),
    ]);
    console.log(`made ${answer.slug}.ogg`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
