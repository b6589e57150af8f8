// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { BffSession } from '@academy/shared/auth';
import { WIRE } from '@academy/shared/constants';
import { DOCUMENT_READS_ID, DOCUMENT_SESSION_ID } from '@academy/shared/document-session';

const LIVE: BffSession = { customer: { name: 'ada@example.com' }, admin: null, ended: null };
const ENDED: BffSession = { customer: null, admin: null, ended: { admin: false, code: 401, message: WIRE.unauthorized } };

const dataBlock = (id: string, value: unknown) =>
  Object.assign(document.createElement('script'), { id, type: 'application/json', textContent: JSON.stringify(value) });

/** The modules as a page whose shell carried `session` (and `reads`) loads them (bff/src/pages/session-script.ts writes the elements). */
async function pageWith(session: BffSession | null, reads?: Record<string, unknown>) {
  document.body.innerHTML = '<div id="root"></div>';
  if (session) document.body.append(dataBlock(DOCUMENT_SESSION_ID, session));
  if (reads) document.body.append(dataBlock(DOCUMENT_READS_ID, reads));
  vi.resetModules();
  const [carried, { fetchSession }, api, { startFirstReads }] = await Promise.all([
    import('./document-session.ts'),
    import('./session.ts'),
    import('./api-client.ts'),
    import('../app/routes/first-reads.ts'),
  ]);
  return { ...carried, ...api, fetchSession, startFirstReads };
}

type Page = Awaited<ReturnType<typeof pageWith>>;

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

describe("the reads a signed-in screen's shell carries", () => {
  const COURSE = 'singleCourse?slug=forex-foundations';
  const PROGRESS = 'progress?slug=forex-foundations';
  const READS = { 'details?email=ada%40example.com': { email: 'ada@example.com' }, [COURSE]: { slug: 'forex-foundations' }, [PROGRESS]: [] };

  it("answer the screen's first fetch of each, with no trip; the guard asks for none of them; the next fetch asks", async () => {
    const page = await pageWith(LIVE, READS);
    const fetch = asked(LIVE);
    page.startFirstReads('/dashboard/course/forex-foundations', 'ada@example.com');
    expect(fetch).not.toHaveBeenCalled();
    expect(await page.swrFetcher(COURSE)).toEqual({ slug: 'forex-foundations' });
    expect(await page.swrFetcher(PROGRESS)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    await page.swrFetcher(COURSE);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('are forgotten at the next screen, at a write, at a sign-in or out', async () => {
    const forgets: ((page: Page) => unknown)[] = [
      (page) => {
        page.startFirstReads('/dashboard/courses', 'ada@example.com');
      },
      (page) => page.api('progress', { body: {} }),
      (page) => page.resetClientState({ signedIn: true }),
    ];
    for (const forget of forgets) {
      const page = await pageWith(LIVE, READS);
      page.startFirstReads('/dashboard/course/forex-foundations', 'ada@example.com');
      const fetch = asked(LIVE);
      await forget(page);
      fetch.mockClear();
      await page.swrFetcher(PROGRESS);
      expect(fetch).toHaveBeenCalledOnce();
      fetch.mockRestore();
    }
  });
});
