import pino from 'pino';
import { ACADEMY_NAME } from '../constants.ts';

/**
 * The first super-admin as this start found it; `generatedPassword` only on the start that made it,
 * or, in production, `passwordFile`: where it was written instead (logs are collected and kept).
 */
export interface SuperAdminAtStart {
  email: string;
  generatedPassword: string | null;
  passwordFile?: string;
}

interface StartupInfo {
  /** What is ready: 'the shop', 'the product API'. */
  what: string;
  urls: string[];
  /** Known when the upstream runs in this process. */
  superAdmin?: SuperAdminAtStart;
}

/** The lines of the block: where to go, and who signs in as super-admin. */
function startupLines(info: StartupInfo): string[] {
  const [first, ...others] = info.urls;
  const lines = [`${ACADEMY_NAME}: ${info.what} is ready`, '', `Open  ${first}`, ...others.map((url) => `  or  ${url}`)];
  const admin = info.superAdmin;
  if (admin) {
    lines.push('', `Super-admin  ${admin.email}`);
    if (admin.passwordFile) {
      lines.push(
        `Password     in ${admin.passwordFile} (yours only)`,
        '',
        'Note it, delete the file, then change the password under',
        'Admin > Profile once signed in at /admin/login.',
      );
    } else if (admin.generatedPassword) {
      lines.push(
        `Password     ${admin.generatedPassword}`,
        '',
        'This password is shown only now: note it, then change it under',
        'Admin > Profile once signed in at /admin/login.',
      );
    } else {
      lines.push(
        'Password     the one set on the first start (printed then, or',
        '             ADMIN_PASSWORD); change it under Admin > Profile, or',
        "             reset it with 'Forgot your password' at /admin/login.",
      );
    }
  }
  return lines;
}

/** The lines in a box of ASCII, so the block stands out between JSON logs in any terminal. */
function framed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 4)}+`;
  return [rule, ...lines.map((l) => `|  ${l.padEnd(width)}  |`), rule].join('\n');
}

/**
 * A server process's stdout: one asynchronous pino destination for its apps' JSON logs and, last,
 * its start-up block. Writes to one destination keep their order, so the block comes after every
 * start-up log line (a console.log could overtake log lines still being written).
 */
export function startupOutput() {
  const logStream = pino.destination(1);
  return {
    logStream,
    printBlock(info: StartupInfo) {
      logStream.write(`\n${framed(startupLines(info))}\n\n`);
    },
  };
}
