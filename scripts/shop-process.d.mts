import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;

/** The Node flags `npm start` gives the shop (package.json's start script). */
export const startFlags: string[];

export interface ShopProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it has printed so far. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startShopProcess(opts?: {
  script?: 'scripts/start.mjs' | 'bff/src/server.ts' | 'upstream/src/server.ts';
  port?: number;
  env?: Record<string, string>;
  /** Picks the port when none is given (freePort); a picked port found taken is picked again. */
  pickPort?: () => Promise<number>;
  /** Through its package.json script (`npm start`, `npm run start:upstream`): the child is npm. */
  viaNpm?: boolean;
  /** The name it is reached at and PUBLIC_URL names (127.0.0.1 by default; `localhost` where a browser needs a domain). */
  host?: string;
}): Promise<ShopProcess>;
