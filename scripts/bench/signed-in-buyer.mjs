// A customer of a throwaway shop (scripts/bench/throwaway-shop.mjs) who registered, confirmed their
// address from the mail, signed in and bought a course through the sandbox invoice, all through the
// BFF as the SPA calls it: their session cookie, for the bench's measures of signed-in screens.
import { mailedToken } from '../../upstream/test/outbox.ts';

/** Registers and signs in `email`, buys `course` (a slug of the demo catalogue) and puts another in the cart; answers the Cookie header. */
export async function signedInBuyer(
  url,
  dataDir,
  { email = 'bench-buyer@example.com', course = 'forex-foundations', inCart = 'forex-price-action-mastery' } = {},
) {
  let cookie = '';
  const call = async (path, body) => {
    const res = await fetch(`${url}/api/academy/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-csrf': '1', origin: url, cookie, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';', 1)[0]);
    if (set.length) cookie = [...new Map([...cookie.split('; ').filter(Boolean), ...set].map((c) => [c.split('=', 1)[0], c])).values()].join('; ');
    const answer = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const password = 'bench-buyer-password-1';
  await call('auth/register', { first_name: 'Bench', last_name: 'Buyer', middle_name: 'Q', address: '12 Marina, Lagos', email, password });
  await call('auth/verify-email', { token: await mailedToken(dataDir, email) });
  await call('auth/login', { email, password });
  await call('cart/add', { slug: course, type: 'course' });
  const cart = await call('cart/fetch');
  const invoice = await call('payments/sandbox/initialize', {
    amount: cart.total_usd,
    currency: 'USD',
    metadata: JSON.stringify({ courses: [course], robots: [] }),
  });
  await call(`payments/sandbox/invoice/${invoice.invoice_url.split('/').pop()}/pay`, {});
  // Checkout has something to show.
  await call('cart/add', { slug: inCart, type: 'course' });
  return cookie;
}
