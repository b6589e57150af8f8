import t from 'tap';
import { TEXT } from '@academy/shared/constants';
import { withChunkTimeout } from '../src/lib/chunk-timeout.ts';

t.test('a chunk that has not loaded in time fails as Loading chunk failed', async (t) => {
  const stalled = withChunkTimeout(() => new Promise<never>(() => {}), 20);
  await t.rejects(stalled(), { message: TEXT.loadingChunkFailed });
});

t.test('a chunk that loads in time is the module, and its own failure passes through', async (t) => {
  const module = { Component: 'page' };
  t.equal(await withChunkTimeout(async () => module, 1000)(), module);
  const broken = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000);
  await t.rejects(broken(), { message: 'Failed to fetch dynamically imported module' });
});
