import { createHash } from 'node:crypto';

/**
 * The items in an order drawn from `seed` (Fisher-Yates on SHA-256 bytes): the same seed gives the
 * same order, so a learner who reloads mid-attempt sees the questions where they were.
 */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  let bytes = createHash('sha256').update(seed).digest();
  let at = 0;
  const next = () => {
    if (at + 4 > bytes.length) {
      bytes = createHash('sha256').update(bytes).digest();
      at = 0;
    }
    const n = bytes.readUInt32BE(at);
    at += 4;
    return n;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
