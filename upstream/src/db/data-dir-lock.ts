import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Whether a process with this id runs (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is Postgres inside one process, with no server to keep a second one out: two processes
 * opening one cluster (a second shop on the same DATA_DIR, a backup of a running shop) corrupt it.
 * The process that opens it writes its id beside it; another live process's id there is a refusal.
 * Answers the release. A lock left by a process that died is taken over.
 */
export function lockDataDir(location: string): () => void {
  const file = `${location}.lock`;
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && alive(holder)) {
    throw new Error(`The database in ${location} is open in process ${holder}: stop that process (the shop) first`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
