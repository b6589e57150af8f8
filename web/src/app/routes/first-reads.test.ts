import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyReads, swrFetcher } from '../../lib/api-client.ts';
import { startFirstReads } from './first-reads.ts';

/** The API paths asked for, each answered with `answers[path]` (else an empty object) in an envelope. */
const pathOf = (url: unknown) => decodeURIComponent((url as string).replace('/api/academy/', ''));
const asked = (answers: Record<string, unknown> = {}) => {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => Response.json({ code: 200, message: 'ok', data: answers[pathOf(url)] ?? {} }));
  return () => fetch.mock.calls.map(([url]) => pathOf(url));
};

afterEach(() => {
  dropEarlyReads();
  vi.restoreAllMocks();
});

describe("a signed-in screen's guard", () => {
  it("starts the player's course with the customer's details, then their progress once the course says it is theirs", async () => {
    const paths = asked({ 'singleCourse?slug=forex-foundations': { slug: 'forex-foundations', owned: true } });
    startFirstReads('/dashboard/course/forex-foundations', 'a@b.c');
    expect(paths().sort()).toEqual(['details?email=a@b.c', 'singleCourse?slug=forex-foundations']);
    await vi.waitFor(() => expect(paths()).toContain('progress?slug=forex-foundations'));
  });

  it('asks no progress of a course the customer does not own (it would be refused)', async () => {
    const paths = asked({ 'singleCourse?slug=not-bought': { slug: 'not-bought', owned: false } });
    startFirstReads('/dashboard/course/not-bought', 'a@b.c');
    // The player takes the course's answer after the guard's own look at it (it was asked for first).
    await swrFetcher('singleCourse?slug=not-bought');
    expect(paths().sort()).toEqual(['details?email=a@b.c', 'singleCourse?slug=not-bought']);
  });

  it("starts nothing on the screen's own navigations (the player writing its chapter into the address)", () => {
    const paths = asked();
    startFirstReads('/dashboard/course/forex-basics', 'a@b.c');
    const first = paths().length;
    startFirstReads('/dashboard/course/forex-basics', 'a@b.c');
    expect(paths()).toHaveLength(first);
  });

  it('starts all that checkout reads at once: the details, the prices, the ways to pay, the orders', () => {
    const paths = asked();
    startFirstReads('/checkout', 'a@b.c');
    expect(paths().sort()).toEqual(['details?email=a@b.c', 'orders', 'payments/provider', 'telegram', 'telegram/plans']);
  });

  it('starts only the details on Your Courses', () => {
    const paths = asked();
    startFirstReads('/dashboard/courses', 'a@b.c');
    expect(paths()).toEqual(['details?email=a@b.c']);
  });
});
