import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Executor } from '../db/client.ts';
import { type JobQueue, PROMISE_RULES } from '../jobs/queue.ts';
import type { Metrics } from '@academy/shared/server/metrics';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}
/** Mail the shop promises: `send` with the change's transaction, and it leaves when that commits. */
export interface Mailer {
  send(mail: Mail | Mail[], tx?: Executor): Promise<void>;
}

const MAIL_QUEUE = 'mail';

/**
 * Every mail is a job (jobs/queue.ts) that one worker hands to the transport: an SMTP server down
 * for hours, or a crash between a commit and its mail, delays the mail and loses none.
 */
export function createMailer(opts: { jobs: JobQueue; metrics: Metrics; smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const transport = mailTransport(opts);
  const tries = opts.metrics.counter('mails_total', 'Tries to hand a mail to SMTP (or the outbox), by result.', ['result']);
  const deliver = async (mail: Mail) => {
    try {
      await transport(mail);
      tries.inc({ result: 'sent' });
    } catch (err) {
      tries.inc({ result: 'failed' });
      throw err;
    }
  };
  const enqueue = opts.jobs.define<Mail>(MAIL_QUEUE, PROMISE_RULES, deliver);
  return { send: (mail, tx) => enqueue([mail].flat(), tx) };
}

interface TransportOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to DATA_DIR/outbox.
 * nodemailer is loaded with the first mail, not at every start (a tenth of a second of CPU).
 */
function mailTransport(opts: TransportOptions): (mail: Mail) => Promise<void> {
  let loading: Promise<(mail: Mail) => Promise<void>> | undefined;
  return async (mail) => (await (loading ??= loadTransport(opts)))(mail);
}

async function loadTransport(opts: TransportOptions): Promise<(mail: Mail) => Promise<void>> {
  const { default: nodemailer } = await import('nodemailer');
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: opts.from, ...mail });
    await mkdir(opts.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(opts.outboxDir, name), info.message as Buffer);
  };
}
