/**
 * Work that must not hold up the answer (a reset mail, whose time would tell an attacker the
 * account exists): run after it, its failure logged, and awaited before the app closes.
 */
export function createBackground(log: { warn(obj: object, msg: string): void }) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>) {
      // Started on the next turn, once the answer is written: PGlite's queries run on this thread.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.warn({ err }, `${name} failed`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      await Promise.all(running);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
