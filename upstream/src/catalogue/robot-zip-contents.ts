import { eq, isNull } from 'drizzle-orm';
import { strFromU8, Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { RobotContents } from '@academy/shared/catalogue';
import type { Db } from '../db/client.ts';
import { robots } from './tables.ts';
import { type Store, storeKey } from '../storage/store.ts';

/** MetaTrader's file kinds: source (.mq) and compiled (.ex) expert advisors. */
const PLATFORM_OF: Record<string, string> = { mq4: 'MetaTrader 4', ex4: 'MetaTrader 4', mq5: 'MetaTrader 5', ex5: 'MetaTrader 5' };
/** MQL sources declare their version as `#property version "1.00"`. */
const VERSION = /^\s*#property\s+version\s+"([^"\r\n]{1,20})"/m;
/** Enough of a source file to reach its header; the rest is never inflated. */
const SOURCE_HEAD_BYTES = 64 * 1024;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Reads a robot's zip as a stream (an expert advisor's zip can be large): its file names, the
 * platforms they are for, and the version an MQL source declares. Null when it is not a zip.
 */
export async function readRobotZip(store: Store, zip: string): Promise<RobotContents | null> {
  const files: string[] = [];
  const sources: string[] = [];
  const unzip = new Unzip((file: UnzipFile) => {
    if (!file.name.endsWith('/')) files.push(file.name);
    if (!extensionOf(file.name).startsWith('mq')) return;
    let head = '';
    let done = false;
    file.ondata = (err, chunk, final) => {
      if (err || done) return;
      head += strFromU8(chunk, true);
      if (!final && head.length < SOURCE_HEAD_BYTES) return;
      done = true;
      sources.push(head);
      if (!final) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    const opened = await store.open(storeKey('robots', zip));
    if (!opened) return null;
    for await (const chunk of opened.body) unzip.push(chunk as Buffer);
    unzip.push(new Uint8Array(0), true);
  } catch {
    return null;
  }
  if (files.length === 0) return null;
  const platforms = [...new Set(files.map((f) => PLATFORM_OF[extensionOf(f)]).filter((p) => p !== undefined))].sort();
  const version = sources.map((s) => VERSION.exec(s)?.[1]).find((v) => v !== undefined) ?? null;
  return { files, platforms, version };
}

/**
 * Robots stored before their contents were read (a shop older than this column): read their zips
 * once at start. A zip that is not one stays null and is read again next start (a few bytes each).
 */
export async function fillMissingRobotContents(db: Db, store: Store): Promise<number> {
  const missing = await db.select({ id: robots.id, zip: robots.zip }).from(robots).where(isNull(robots.zipContents));
  let filled = 0;
  for (const robot of missing) {
    const zipContents = await readRobotZip(store, robot.zip);
    if (!zipContents) continue;
    await db.update(robots).set({ zipContents }).where(eq(robots.id, robot.id));
    filled++;
  }
  return filled;
}
