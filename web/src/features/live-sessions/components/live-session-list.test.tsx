// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LearnerLiveSession } from '@academy/shared/live-sessions';
import { Session } from './live-session-list.tsx';

const open: LearnerLiveSession = {
  id: '7f0c3c1e-2a4b-4c5d-8e6f-0a1b2c3d4e5f',
  title: 'Open floor',
  starts_at: '2026-12-01T14:00:00.000Z',
  ends_at: '2026-12-01T15:00:00.000Z',
  minutes: 60,
  join: 'open',
  join_path: 'live-sessions/7f0c3c1e-2a4b-4c5d-8e6f-0a1b2c3d4e5f/join',
  seats_left: 3,
  attended: false,
  recorded: false,
};
const joinLink = () => screen.queryByRole('link', { name: 'Join Open floor (opens in a new tab)' });

afterEach(cleanup);

describe('a scheduled session', () => {
  it('offers Join in the window, to the shop link that records the join', () => {
    render(<Session session={open} />);
    expect(joinLink()?.getAttribute('href')).toBe('/api/academy/live-sessions/7f0c3c1e-2a4b-4c5d-8e6f-0a1b2c3d4e5f/join');
  });

  it('offers no Join once full, unless the learner already holds a seat', () => {
    render(<Session session={{ ...open, seats_left: 0 }} />);
    expect(joinLink()).toBeNull();
    expect(screen.getByText(/ · full$/)).toBeTruthy();
    cleanup();
    render(<Session session={{ ...open, seats_left: 0, attended: true }} />);
    expect(joinLink()).not.toBeNull();
  });

  it('offers no Join before the window, only the calendar', () => {
    render(<Session session={{ ...open, join: 'later', join_path: null }} />);
    expect(joinLink()).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Open floor to calendar' })).toBeTruthy();
  });
});
