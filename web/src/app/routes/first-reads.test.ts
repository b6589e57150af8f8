import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyReads } from '../../lib/api-client.ts';
import { startFirstReads } from './first-reads.ts';

/** The API paths asked for, answered with an empty envelope. */
const pathOf = (url: unknown) => decodeURIComponent((url as string).replace('/api/academy/', ''));
const asked = () => {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ code: 200, message: 'ok', data: {} }));
  return () => fetch.mock.calls.map(([url]) => pathOf(url));
};

afterEach(() => {
  dropEarlyReads();
  vi.restoreAllMocks();
});

describe("a signed-in screen's guard", () => {
  it("starts the player's course with the customer's details", () => {
    const paths = asked();
    startFirstReads('/dashboard/course/forex-foundations', 'a@b.c');
    expect(paths().sort()).toEqual(['details?email=a@b.c', 'singleCourse?slug=forex-foundations']);
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
