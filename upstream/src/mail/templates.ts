import { itemTitle } from '@academy/shared/robot-sales';
import { GROUP_ACCESS_TITLE } from '@academy/shared/telegram';
import { ACADEMY_NAME } from '@academy/shared/constants';
import type { Mail } from './mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One plain layout for every message: a greeting, a sentence, a button with the link. */
export function linkMail(to: string, subject: string, name: string, sentence: string, label: string, url: string): Mail {
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${sentence}\n\n${label}: ${url}\n\n${ACADEMY_NAME}`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(sentence)}</p><p><a href="${escape(url)}">${escape(label)}</a></p><p>${ACADEMY_NAME}</p>`,
  };
}

export const verificationMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    `Confirm your email for ${ACADEMY_NAME}`,
    name,
    'Thanks for registering. Please confirm your email address to activate your account. The link is valid for 48 hours.',
    'Confirm my email',
    url,
  );

/** To the owner of an address someone tried to register again: nothing changed, and the ways back in. */
export function registeredAgainMail(to: string, name: string, urls: { login: string; reset: string }): Mail {
  const sentence = `Someone tried to create a ${ACADEMY_NAME} account with this email address, which already has one. Nothing was changed. If it was you, log in, or choose a new password if you forgot it. If it was not you, ignore this message.`;
  return {
    to,
    subject: `Someone tried to register with your address at ${ACADEMY_NAME}`,
    text: `Hello ${name},\n\n${sentence}\n\nLog in: ${urls.login}\nChoose a new password: ${urls.reset}\n\n${ACADEMY_NAME}`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(sentence)}</p><p><a href="${escape(urls.login)}">Log in</a> · <a href="${escape(urls.reset)}">Choose a new password</a></p><p>${ACADEMY_NAME}</p>`,
  };
}

export const resetMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    `Reset your ${ACADEMY_NAME} password`,
    name,
    'We received a request to reset your password. The link is valid for 1 hour and works once. If it was not you, ignore this message.',
    'Choose a new password',
    url,
  );

export const inviteMail = (to: string, url: string) =>
  linkMail(
    to,
    `You are invited to administer ${ACADEMY_NAME}`,
    'there',
    'A super-admin created an admin account for you. Choose your password to activate it; the link is valid for 7 days and works once.',
    'Choose my password',
    url,
  );

export const contactMail = (to: string, input: { name: string; email: string; message: string }): Mail => ({
  to,
  replyTo: input.email,
  subject: `Contact form: message from ${input.name}`,
  text: `${input.name} <${input.email}> wrote:\n\n${input.message}`,
  html: `<p><strong>${escape(input.name)}</strong> &lt;${escape(input.email)}&gt; wrote:</p><p style="white-space:pre-wrap">${escape(input.message)}</p>`,
});

const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
/** A moment as a person reads it, in UTC (a mail is read anywhere): "26 November 2026, 11:39 UTC". */
const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const when = (date: Date) => `${moment.format(date).replace(' at ', ', ')} UTC`;

/** The receipt for a paid order: what was bought, the amount in USD, the order number, and where to use it. */
export function receiptMail(
  to: string,
  name: string,
  order: { id: string; kind: string; amountUsdCents: number; discountUsdCents?: number; paidAt: Date | null; items: { title: string; usdCents: number }[] },
  publicUrl: string,
): Mail {
  const telegram = order.kind === 'telegram';
  const discount = order.discountUsdCents ? [['Coupon discount', -order.discountUsdCents] as const] : [];
  const lines = telegram
    ? [[GROUP_ACCESS_TITLE, order.amountUsdCents] as const]
    : [...order.items.map((i) => [itemTitle(i), i.usdCents] as const), ...discount];
  const text = lines.map(([title, cents]) => `- ${title}: ${usd(cents)}`).join('\n');
  const next = telegram
    ? {
        sentence: 'To join the Telegram group, open the Signals page while signed in and use your invite link there.',
        label: 'Join the group',
        url: new URL('/signals', publicUrl).toString(),
      }
    : { sentence: 'Your courses and robots are ready in your dashboard.', label: 'Open my dashboard', url: new URL('/dashboard', publicUrl).toString() };
  return {
    to,
    subject: `Your ${ACADEMY_NAME} receipt (order ${order.id.slice(0, 8)})`,
    text: `Hello ${name},\n\nThank you for your payment. ${next.sentence}\n\n${next.label}: ${next.url}\n\n${text}\n\nTotal paid: ${usd(order.amountUsdCents)} USD\nOrder: ${order.id}\n${order.paidAt ? `Paid: ${when(order.paidAt)}\n` : ''}\n${ACADEMY_NAME}`,
    html: `<p>Hello ${escape(name)},</p><p>Thank you for your payment. ${escape(next.sentence)}</p><p><a href="${escape(next.url)}">${escape(next.label)}</a></p><ul>${lines.map(([title, cents]) => `<li>${escape(title)}: ${usd(cents)}</li>`).join('')}</ul><p><strong>Total paid: ${usd(order.amountUsdCents)} USD</strong><br>Order: ${order.id}${order.paidAt ? `<br>Paid: ${when(order.paidAt)}` : ''}</p><p>${ACADEMY_NAME}</p>`,
  };
}

/** A robot a buyer owns has a new version: it is theirs at once (updates are included). */
export const robotUpdatedMail = (to: string, name: string, robot: { title: string; version: string; changelog: string }, url: string) =>
  linkMail(
    to,
    `${robot.title}: updated to ${robot.version}`,
    name,
    `${robot.title} was updated to ${robot.version}, and the update is included in your licence. What changed: ${robot.changelog}`,
    `Download ${robot.version}`,
    url,
  );

/** A refund, told to the customer: what was given back (and so left their account), the amount, why, and how the money reaches them. */
export function refundMail(
  to: string,
  name: string,
  refund: { orderId: string; kind: string; amountUsdCents: number; reason: string; method: string; items: { title: string; paidUsdCents: number }[] },
  publicUrl: string,
): Mail {
  const lines =
    refund.kind === 'telegram' ? [[GROUP_ACCESS_TITLE, refund.amountUsdCents] as const] : refund.items.map((i) => [i.title, i.paidUsdCents] as const);
  const sentence = 'We refunded your purchase below. What was refunded is no longer available in your account.';
  const orders = new URL('/dashboard/orders', publicUrl).toString();
  const facts = [
    ['Refunded', `${usd(refund.amountUsdCents)} USD`],
    ['Reason', refund.reason],
    ['How the money comes back', refund.method],
    ['Order', refund.orderId],
  ] as const;
  return {
    to,
    subject: `Your ${ACADEMY_NAME} refund (order ${refund.orderId.slice(0, 8)})`,
    text: `Hello ${name},\n\n${sentence}\n\n${lines.map(([title, cents]) => `- ${title}: ${usd(cents)}`).join('\n')}\n\n${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nYour orders: ${orders}\n\n${ACADEMY_NAME}`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(sentence)}</p><ul>${lines.map(([title, cents]) => `<li>${escape(title)}: ${usd(cents)}</li>`).join('')}</ul><p>${facts.map(([k, v]) => `<strong>${k}:</strong> ${escape(v)}`).join('<br>')}</p><p><a href="${escape(orders)}">Your orders</a></p><p>${ACADEMY_NAME}</p>`,
  };
}

/** A certificate issued: the course finished, its PDF and the page anyone can check it at. */
export function certificateMail(to: string, name: string, courseTitle: string, urls: { pdf: string; page: string }): Mail {
  const sentence = `Congratulations: you completed every chapter and quiz of ${courseTitle}. Your certificate is ready. Anyone can check it on its verification page.`;
  return {
    to,
    subject: `Your certificate for ${courseTitle}`,
    text: `Hello ${name},\n\n${sentence}\n\nDownload the certificate (PDF): ${urls.pdf}\nVerification page: ${urls.page}\n\n${ACADEMY_NAME}`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(sentence)}</p><p><a href="${escape(urls.pdf)}">Download the certificate (PDF)</a></p><p><a href="${escape(urls.page)}">Verification page</a></p><p>${ACADEMY_NAME}</p>`,
  };
}
