import { ACADEMY_NAME } from '@academy/shared/constants';
import type { Mail } from './mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One plain layout for every message: a greeting, a sentence, a button with the link. */
function linkMail(to: string, subject: string, name: string, sentence: string, label: string, url: string): Mail {
  return {
    to,
    subject,
    text: `Hello ${name},\n\n${sentence}\n\n${label}: ${url}\n\n${ACADEMY_NAME}`,
    html: `<p>Hello ${escape(name)},</p><p>${escape(sentence)}</p><p><a href="${escape(url)}">${escape(label)}</a></p><p>${ACADEMY_NAME}</p>`,
  };
}

export const verificationMail = (to: string, name: string, url: string) =>
  linkMail(to, `Confirm your email for ${ACADEMY_NAME}`, name,
    'Thanks for registering. Please confirm your email address to activate your account. The link is valid for 48 hours.',
    'Confirm my email', url);

export const resetMail = (to: string, name: string, url: string) =>
  linkMail(to, `Reset your ${ACADEMY_NAME} password`, name,
    'We received a request to reset your password. The link is valid for 1 hour and works once. If it was not you, ignore this message.',
    'Choose a new password', url);

export const contactMail = (to: string, input: { name: string; email: string; message: string }): Mail => ({
  to,
  replyTo: input.email,
  subject: `Contact form: message from ${input.name}`,
  text: `${input.name} <${input.email}> wrote:\n\n${input.message}`,
  html: `<p><strong>${escape(input.name)}</strong> &lt;${escape(input.email)}&gt; wrote:</p><p style="white-space:pre-wrap">${escape(input.message)}</p>`,
});
