// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { BffSession } from '@academy/shared/auth';
import { WIRE } from '@academy/shared/constants';
import { DOCUMENT_SESSION_ID } from '@academy/shared/document-session';

const LIVE: BffSession = { customer: { name: 'ada@example.com' }, admin: null, ended: null };
const ENDED: BffSession = { customer: null, admin: null, ended: { admin: false, code: 401, message: WIRE.unauthorized } };

/** The modules as a page whose shell carried `session` loads them (bff/src/pages/session-script.ts writes the element). */
async function pageWith(session: BffSession | null) {
  document.body.innerHTML = '<div id="root"></div>';
  if (session) {
    const element = Object.assign(document.createElement('script'), {
      id: DOCUMENT_SESSION_ID,
      type: 'application/json',
      textContent: JSON.stringify(session),
    });
    document.body.append(element);
  }
  vi.resetModules();
  const [carried, { fetchSession }, { resetClientState }] = await Promise.all([
    import('./document-session.ts'),
    import('./session.ts'),
    import('./api-client.ts'),
  ]);
  return { ...carried, fetchSession, resetClientState };
}

const asked = (data: BffSession) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ code: 200, message: 'ok', data })));

describe("the session a signed-in screen's shell carries", () => {
  it('answers the reads of the session as the screen opens, with no trip, then each read asks the BFF', async () => {
    const page = await pageWith(LIVE);
    const fetch = asked({ customer: null, admin: null, ended: null });
    expect(await page.fetchSession()).toEqual(LIVE);
    expect(document.getElementById(DOCUMENT_SESSION_ID), 'read once, then gone from the page').toBeNull();
    expect(await page.fetchSession()).toEqual(LIVE);
    expect(fetch).not.toHaveBeenCalled();

    expect(page.documentSession(performance.now() + 5_001)).toBeNull();
    expect(await page.fetchSession()).toEqual({ customer: null, admin: null, ended: null });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is forgotten once someone signs in or out', async () => {
    const page = await pageWith(LIVE);
    const fetch = asked({ customer: null, admin: { name: 'boss@example.com' }, ended: null });
    await page.resetClientState({ signedIn: true });
    expect(await page.fetchSession()).toEqual({ customer: null, admin: { name: 'boss@example.com' }, ended: null });
    expect(fetch).toHaveBeenCalled();
  });

  it('tells an ended session once, as the BFF tells it once (its answer cleared the cookie)', async () => {
    const page = await pageWith(ENDED);
    expect(page.documentSession()).toEqual(ENDED);
    expect(page.documentSession()).toBeNull();
  });

  it('is nothing in a page without it: the session is asked for', async () => {
    const page = await pageWith(null);
    const fetch = asked(LIVE);
    expect(await page.fetchSession()).toEqual(LIVE);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
