import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

// The mail outbox (DATA_DIR/outbox) as tests read it: apart from helper.ts, so a browser test
// reading a mail does not load the upstream's modules with it.

/**
 * The newest message in the outbox addressed to `to` (and whose subject matches `subject`), parsed.
 * Mails leave after the answer (a job each), so it waits for one up to `waitMs`: long, as a busy
 * machine's queue may take seconds, and it returns as soon as the mail is there.
 */
export async function lastMailTo(dataDir: string, to: string, { subject = /./, waitMs = 20_000 }: { subject?: RegExp; waitMs?: number } = {}) {
  const dir = join(dataDir, 'outbox');
  for (const deadline = Date.now() + waitMs; ; await new Promise((r) => setTimeout(r, 50))) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(join(dir, file)));
      const addresses = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address);
      if (addresses.includes(to) && subject.test(mail.subject ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
  }
}

/** The `token` of the first link in the newest mail to `to`. */
export async function mailedToken(dataDir: string, to: string, subject?: RegExp): Promise<string> {
  const mail = await lastMailTo(dataDir, to, { subject });
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no token link in mail');
  return match[1];
}
