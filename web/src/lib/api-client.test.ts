// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@academy/shared/api-error';
import { TEXT, WIRE } from '@academy/shared/constants';

const dialogs = vi.hoisted(() => ({ shown: [] as string[] }));
vi.mock('./dialogs.ts', () => ({
  showDialog: vi.fn(async ({ title }: { title: string }) => void dialogs.shown.push(`dialog: ${title}`)),
  showAlert: vi.fn(async (text: string) => void dialogs.shown.push(`alert: ${text}`)),
}));
vi.mock('sonner', () => ({ toast: { warning: vi.fn((t: string) => void dialogs.shown.push(`toast: ${t}`)) } }));

const { api, applySessionRules, HandledApiError, setNavigator, SIGNED_OUT } = await import('./api-client.ts');

/** The next fetch answers `status` with this envelope. */
function answer(status: number, body: object) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

let went: string[];
let told: (string | undefined)[];
beforeEach(() => {
  dialogs.shown = [];
  went = [];
  told = [];
  setNavigator((to, state) => void (went.push(to), told.push(state?.ended)));
  // Where the customer is when a call fails: the login leads back here.
  history.replaceState(null, '', '/dashboard/orders?page=2');
});
const backToOrders = `/login?next=${encodeURIComponent('/dashboard/orders?page=2')}`;

describe('the fetch wrapper', () => {
  it('sends x-csrf and JSON, and answers the envelope', async () => {
    const fetch = answer(200, { code: 200, message: 'ok', data: { n: 1 } });
    await expect(api('cart/add', { body: { slug: 'a' } })).resolves.toEqual({ code: 200, message: 'ok', data: { n: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/academy/cart/add');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"slug":"a"}',
      headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    });
  });

  it("a validation answer is an ApiError with the server's message, and nothing else happens", async () => {
    answer(422, { code: 422, message: 'Title is required' });
    const err = await api('admin/courses/create', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).not.toBeInstanceOf(HandledApiError);
    expect(err).toMatchObject({ code: 422, message: 'Title is required' });
    expect([dialogs.shown, went]).toEqual([[], []]);
  });

  it('no network is an ApiError that says so', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('orders')).rejects.toMatchObject({ code: 0, message: 'We could not reach the server. Check your connection and try again.' });
  });
});

describe('the session rules (docs/requirements.md#session-rules)', () => {
  it("a customer's expired token: the toast, the Session Expired dialog, then /login", async () => {
    answer(401, { code: 401, message: WIRE.tokenExpired });
    await expect(api('user/details')).rejects.toBeInstanceOf(HandledApiError);
    expect(dialogs.shown).toEqual([`toast: ${TEXT.sessionExpiredToast}`, `dialog: ${TEXT.sessionExpiredTitle}`]);
    expect([went, told]).toEqual([[backToOrders], [TEXT.sessionExpiredBody]]);
  });

  it("'User not found' goes home and 'Unauthorized' to /login, with no dialog but a word why there", async () => {
    answer(401, { code: 401, message: WIRE.userNotFound });
    await expect(api('user/details')).rejects.toBeInstanceOf(HandledApiError);
    answer(401, { code: 401, message: WIRE.unauthorized });
    await expect(api('user/details')).rejects.toBeInstanceOf(HandledApiError);
    expect([dialogs.shown, went, told]).toEqual([[], ['/', backToOrders], [undefined, SIGNED_OUT]]);
  });

  it('a session found ended on the way to a page leads back to that page; a next that leaves the shop is dropped', async () => {
    await applySessionRules(false, { code: 401, message: WIRE.unauthorized }, '/checkout?telegram-payment=true');
    await applySessionRules(false, { code: 401, message: WIRE.unauthorized }, '//evil.example');
    expect(went).toEqual([`/login?next=${encodeURIComponent('/checkout?telegram-payment=true')}`, '/login']);
  });

  it('a banned user gets the alert and goes home; a banned admin to /admin/login', async () => {
    answer(403, { code: 403, message: WIRE.bannedUser });
    await expect(api('user/details')).rejects.toBeInstanceOf(HandledApiError);
    answer(403, { code: 403, message: WIRE.bannedUser });
    await expect(api('admin/users')).rejects.toBeInstanceOf(HandledApiError);
    expect(dialogs.shown).toEqual([`alert: ${WIRE.bannedUser}`, `alert: ${WIRE.bannedUser}`]);
    expect(went).toEqual(['/', '/admin/login']);
  });

  it("an admin's 401 ends the admin session, except the original API's validation 401s", async () => {
    answer(401, { code: 401, message: WIRE.emptyFields });
    await expect(api('admin/robots/create', { body: {} })).rejects.toBeInstanceOf(HandledApiError);
    expect(went).toEqual([]);
    answer(401, { code: 401, message: 'Unauthorized' });
    await expect(api('admin/users')).rejects.toBeInstanceOf(HandledApiError);
    expect(dialogs.shown).toEqual(['dialog: ooooops', `toast: ${TEXT.sessionExpiredToast}`, `dialog: ${TEXT.sessionExpiredTitle}`]);
    expect(went).toEqual(['/admin/login']);
  });

  it("an admin's lost session on an admin page leads back to it after the login", async () => {
    window.history.pushState({}, '', '/admin/create-course');
    answer(401, { code: 401, message: 'Unauthorized' });
    await expect(api('admin/users')).rejects.toBeInstanceOf(HandledApiError);
    window.history.pushState({}, '', '/');
    expect(went).toEqual([`/admin/login?next=${encodeURIComponent('/admin/create-course')}`]);
  });

  it('several calls failing together show one dialog and navigate once', async () => {
    answer(401, { code: 401, message: WIRE.tokenExpired });
    const all = await Promise.allSettled([api('orders'), api('user/details'), api('cart/fetch')]);
    expect(all.every((r) => r.status === 'rejected')).toBe(true);
    expect(dialogs.shown.filter((d) => d.startsWith('dialog'))).toHaveLength(1);
    expect(went).toEqual([backToOrders]);
  });

  it('a read answered after the session ended, on the login screen already, shows no second dialog', async () => {
    for (const [login, path] of [
      ['/admin/login', 'admin/users'],
      ['/login', 'orders'],
    ] as const) {
      window.history.pushState({}, '', `${login}?next=%2Fsomewhere`);
      answer(401, { code: 401, message: WIRE.tokenExpired });
      await expect(api(path)).rejects.toBeInstanceOf(HandledApiError);
    }
    expect([dialogs.shown, went]).toEqual([[], []]);
  });

  it('login forms read their own 401: no session rules there', async () => {
    answer(401, { code: 401, message: 'Invalid email or password' });
    const err = await api('auth/login', { body: {}, sessionRules: false }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(HandledApiError);
    expect([dialogs.shown, went]).toEqual([[], []]);
  });
});
