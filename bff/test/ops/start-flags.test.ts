import { readFileSync } from 'node:fs';
import t from 'tap';
import { startFlags } from '../../../scripts/shop-process.mjs';

// `npm start`, the image and the shops the tests and the bench start give Node the same flags
// (scripts/start.mjs says why they are there).
const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const flagsOf = (command: string) => command.split(' ').filter((arg) => arg.startsWith('--') && !arg.startsWith('--import'));

t.test('npm start, npm run start:upstream and the Dockerfile run Node with the same flags', async (t) => {
  t.same(startFlags, ['--max-semi-space-size=16'], 'the flags scripts/shop-process.mjs starts shops with');
  t.same(flagsOf(scripts['start:upstream']!), startFlags, 'start:upstream');
  const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
  t.same(flagsOf((JSON.parse(cmd ?? '[]') as string[]).join(' ')), startFlags, "the image's CMD");
});
