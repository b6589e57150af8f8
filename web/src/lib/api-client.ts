import { toast } from 'sonner';
import { mutate } from 'swr';
import { ApiError } from '@academy/shared/api-error';
import { DEFAULT_PRODUCT, TEXT, WIRE } from '@academy/shared/constants';
import type { PageTransport } from '@academy/shared/page-rendering';
import { paths } from '../config/paths.ts';
import { showAlert, showDialog } from './dialogs.ts';
import { documentCarries, documentRead, dropDocumentReads, dropDocumentSession } from './document-session.ts';

interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
  totalRecords?: number;
}

/** An ApiError that the session rules already acted on (dialog shown, redirected). */
export class HandledApiError extends ApiError {}

type Query = Record<string, string | number | undefined>;
interface ApiOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Query;
  /** Login forms read their own 401 ('Invalid email or password'): no session rules there. */
  sessionRules?: boolean;
  /** A small write that must outlive the page (the player's position as the learner leaves). */
  keepalive?: boolean;
}

const API_BASE = `/api/${DEFAULT_PRODUCT}/`;
/** What the login screen is told when a session that ended sends its customer there: why, in a sentence. */
export interface EndedSession {
  ended: string;
}
type Navigate = (to: string, state?: EndedSession) => void;
let navigate: Navigate = (to) => window.location.assign(to);
/** The router registers itself so redirects stay inside the SPA. */
export const setNavigator = (fn: Navigate) => void (navigate = fn);
let transport: PageTransport = (url, init) => fetch(url, init);
/** The server's render reads the API through the BFF itself (entry-server.tsx), with no session. */
export const setTransport = (fn: PageTransport) => void (transport = fn);

/**
 * Forgets every cached read (the session is over, or a new one began) and asks who is signed in
 * again. After a login what is on screen reads again, and so does the next screen: a read made in
 * the last moments of the old session is no longer shared with it (SWR's deduplication, a read begun early, the session
 * the page's shell said). After an
 * ending the screen is leaving, and its reads would only be refused.
 */
export async function resetClientState({ signedIn = false } = {}) {
  dropEarlyReads();
  dropDocumentSession();
  await mutate(() => true, undefined, { revalidate: signedIn });
  if (!signedIn) await mutate('/bff/session');
}

let ending = false;
/** One ending at a time: several calls failing together show one dialog. */
async function endSession(to: string, show: () => Promise<unknown>, state?: EndedSession) {
  if (ending) return;
  ending = true;
  try {
    await show();
    await resetClientState();
    navigate(to, state);
  } finally {
    ending = false;
  }
}

const sessionExpired = () => {
  toast.warning(TEXT.sessionExpiredToast);
  return showDialog({ title: TEXT.sessionExpiredTitle, text: TEXT.sessionExpiredBody, tone: 'warning', confirmText: 'Login' });
};

/** Where the person is: the login a session's end leads to comes back here. */
const here = () => window.location.pathname + window.location.search;

/**
 * Already on the login screen of the session that ended: a read sent before it ended and answered
 * after (a dashboard's several reads) has nothing left to end, and its dialog would stand over the form.
 */
const onLogin = (admin: boolean) => typeof window !== 'undefined' && window.location.pathname === (admin ? paths.admin.login : paths.login);

/** The screens of a sign-in's second step. */
const SECOND_STEPS = [paths.loginVerify(null), paths.admin.verify(null), paths.admin.twoFactorSetUp(null)];

/** Said on the login screen to a customer whose session ended with no dialog: signed out elsewhere, or revoked. */
export const SIGNED_OUT = 'You were signed out, so please log in again to carry on.';

/**
 * The session rules (docs/requirements.md#session-rules), for the customer API and the admin API.
 * Returns true when it acted. `next`: where the login leads back to (a loader's page still to come).
 */
export async function applySessionRules(admin: boolean, body: Pick<Envelope<unknown>, 'code' | 'message'>, next?: string): Promise<boolean> {
  const { code, message } = body;
  if (code === 403 && message === WIRE.bannedUser) {
    await endSession(admin ? '/admin/login' : '/', () => showAlert(WIRE.bannedUser));
    return true;
  }
  // A sign-in short of its second factor (or of setting one up) goes to that step, and back here after it.
  if (code === 403 && (message === WIRE.secondFactorRequired || message === WIRE.secondFactorEnrolment)) {
    // A read of the step's own screen (its header's, say) has nowhere else to go.
    if (SECOND_STEPS.includes(window.location.pathname)) return true;
    const back = next ?? here();
    if (!admin) navigate(paths.loginVerify(back));
    else navigate(message === WIRE.secondFactorRequired ? paths.admin.verify(back) : paths.admin.twoFactorSetUp(back));
    return true;
  }
  if (code !== 401) return false;
  if (admin) {
    if (message === WIRE.emptyFields) {
      await showDialog({ title: 'ooooops', text: 'The upload failed: the course or robot may already exist. Check before uploading again.', tone: 'error' });
      return true;
    }
    if (message === WIRE.itemExists) {
      await showDialog({ title: 'Error', text: 'Robot or courses already exists.', tone: 'error' });
      return true;
    }
    if (onLogin(true)) return true;
    // Back to where the admin was after the login: in-app, so a create form cut short mid-upload is kept (admin-catalogue/upload-drafts.ts).
    await endSession(paths.admin.loginThen(here()), sessionExpired);
    return true;
  }
  if (onLogin(false)) return true;
  // Read only here: the server's render has no window, and every read it makes comes through this function.
  const back = paths.loginThen(next ?? here());
  if (message === WIRE.tokenExpired) await endSession(back, sessionExpired, { ended: TEXT.sessionExpiredBody });
  else if (message === WIRE.userNotFound) await endSession('/', async () => undefined);
  else await endSession(back, async () => undefined, { ended: SIGNED_OUT });
  return true;
}

/**
 * The SPA's one way to call the API: adds `x-csrf`, reads the `{code, message}` envelope (statuses
 * 200-499 are answers, docs/requirements.md#api-calls), applies the session rules, and throws an ApiError for codes >= 400.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<Envelope<T>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, sessionRules = true, keepalive = false } = options;
  const form = body instanceof FormData;
  const search = query
    ? new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString()
    : '';
  let res: Response;
  try {
    res = await transport(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      method,
      credentials: 'same-origin',
      // FormData sets its own multipart content type (the admin's create forms).
      headers: { 'x-csrf': '1', accept: 'application/json', ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      keepalive,
      // The catalogue's answers say a CDN may serve them a little stale; the page itself always asks
      // (a 304 while the ETag holds), so what a visitor or an admin just changed shows at once.
      cache: 'no-cache',
    });
  } catch {
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.');
  } finally {
    // A read begun early and not yet taken may say what this write changed (checkout's group, closed by the admin
    // meanwhile and refused here): whatever is read after it asks afresh.
    if (method !== 'GET') dropEarlyReads();
  }
  const envelope = await (res.json() as Promise<Envelope<T>>).catch((): Envelope<T> => ({ code: res.status, message: WIRE.internal }));
  if (res.status >= 500) throw new ApiError(res.status, envelope.message || WIRE.internal);
  if (envelope.code >= 400) {
    if (sessionRules && (await applySessionRules(path.startsWith('admin/'), envelope))) throw new HandledApiError(envelope.code, envelope.message);
    throw new ApiError(envelope.code, envelope.message);
  }
  return envelope;
}

const read = async <T>(key: string) => {
  const [path = '', search] = key.split('?');
  return (await api<T>(path, { query: Object.fromEntries(new URLSearchParams(search)) })).data as T;
};

// Reads begun before the screen that shows them has rendered (readEarly), by key. One is kept for
// SWR's deduping interval after it answers, as long as useSWR itself would reuse an answer: older, the
// screen asks afresh. (SWR's own `preload` keeps an answer no hook takes for as long as the page lives.)
const EARLY_KEPT_MS = 2_000;
const early = new Map<string, Promise<unknown>>();

/**
 * Starts the read of `key` now, for a screen whose code is still on its way (a route guard knows what it
 * will read): useSWR's first fetch of that key takes this answer instead of asking again.
 */
export function readEarly<T>(key: string): Promise<T> | undefined {
  const started = early.get(key);
  if (started) return started as Promise<T>;
  // The page's shell carried its answer, which the fetcher takes (lib/document-session.ts).
  if (documentCarries(key)) return undefined;
  const reading = read<T>(key);
  early.set(key, reading);
  const forget = () => setTimeout(() => early.get(key) === reading && early.delete(key), EARLY_KEPT_MS);
  // Handled here too: a read nobody takes must not be an unhandled rejection.
  reading.then(forget, forget);
  return reading;
}

/**
 * Forgets the reads begun early and not yet taken, and those the page's shell carried: a new screen's guard starts its
 * own (a purchase may have come between).
 */
export const dropEarlyReads = () => {
  early.clear();
  dropDocumentReads();
};

/**
 * The SWR fetcher: keys are API paths (with their query); answers are the envelope's data. A read begun early, or
 * carried by the page's shell (lib/document-session.ts), is taken once.
 */
export const swrFetcher = async <T>(key: string) => {
  const started = early.get(key);
  if (!started) {
    const carried = documentRead(key);
    return carried ? (carried.data as T) : read<T>(key);
  }
  early.delete(key);
  return started as Promise<T>;
};
