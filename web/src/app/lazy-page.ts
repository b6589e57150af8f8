import { SCRIPT_CHUNK_TIMEOUT_MS } from '@academy/shared/constants';
import { withChunkTimeout } from '../lib/chunk-timeout.ts';

/** A screen's own chunk, loaded when its route is reached: the shell stays small. */
export const page = <T>(load: () => Promise<T>) => withChunkTimeout(load, SCRIPT_CHUNK_TIMEOUT_MS);
