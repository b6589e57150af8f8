import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, dropEarlyReads, readEarly, swrFetcher } from './api-client.ts';

// A screen's guard starts its first reads (app/routes/first-reads.ts); useSWR's fetcher takes each once.
const answering = (...datas: unknown[]) => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const data of datas) fetch.mockResolvedValueOnce(new Response(JSON.stringify({ code: 200, message: 'ok', data })));
  return fetch;
};

afterEach(() => {
  dropEarlyReads();
  vi.useRealTimers();
});

describe('a read begun early', () => {
  it('is what the fetcher answers, once: the next fetch asks again', async () => {
    const fetch = answering({ n: 1 }, { n: 2 });
    const early = readEarly('details?email=a%40b.c');
    expect(readEarly('details?email=a%40b.c')).toBe(early);
    await expect(swrFetcher('details?email=a%40b.c')).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(swrFetcher('details?email=a%40b.c')).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is dropped when another screen starts its own: a read from before a purchase is not shown after it', async () => {
    answering({ courses: [] }, { courses: ['bought'] });
    await readEarly('details?email=a%40b.c');
    dropEarlyReads();
    await expect(swrFetcher('details?email=a%40b.c')).resolves.toEqual({ courses: ['bought'] });
  });

  it('is dropped by a write, answered or refused: what is read after it asks afresh', async () => {
    const fetch = answering({ available: true });
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ code: 400, message: 'closed' })));
    await readEarly('telegram');
    await expect(api('payments/sandbox/initialize', { body: {} })).rejects.toMatchObject({ code: 400 });
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ code: 200, message: 'ok', data: { available: false } })));
    await expect(swrFetcher('telegram')).resolves.toEqual({ available: false });
  });

  it('is kept by a read made meanwhile', async () => {
    const fetch = answering({ n: 1 }, { other: true });
    await readEarly('telegram');
    await api('courses');
    await expect(swrFetcher('telegram')).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is kept no longer than SWR would reuse an answer (two seconds after it came), taken or not', async () => {
    vi.useFakeTimers();
    answering({ at: 'then' }, { at: 'now' });
    await readEarly('singleCourse?slug=x');
    await vi.advanceTimersByTimeAsync(2_001);
    await expect(swrFetcher('singleCourse?slug=x')).resolves.toEqual({ at: 'now' });
  });

  it('that fails fails the fetcher that takes it, and is no unhandled rejection meanwhile', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify({ code: 404, message: 'Course not found' }), { status: 404 }));
    void readEarly('singleCourse?slug=gone');
    await expect(swrFetcher('singleCourse?slug=gone')).rejects.toMatchObject({ code: 404, message: 'Course not found' });
  });
});
