import { api } from '../../../lib/api-client.ts';

// A link confirms once: a second call with the same token (React runs a mounting effect twice in
// development) would be told the link was already used, so each token's answer is kept.
const answers = new Map<string, ReturnType<typeof send>>();
const send = (token: string) => api('auth/verify-email', { body: { token }, sessionRules: false });

export function verifyEmail(token: string) {
  let answer = answers.get(token);
  if (!answer) answers.set(token, (answer = send(token)));
  return answer;
}
