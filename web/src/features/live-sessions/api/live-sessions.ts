import useSWR from 'swr';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';
import type { LearnerLiveSession } from '@academy/shared/live-sessions';

/**
 * A bought course's live sessions; read afresh each time the tab opens (one scheduled a moment ago is
 * listed), and again every half minute, so a join link opens on the page at its time without a
 * reload. Null slug: not owned, nothing read.
 */
export const useLiveSessions = (slug: string | null) =>
  useSWR<LearnerLiveSession[], Error>(slug ? `courses/${encodeURIComponent(slug)}/live-sessions` : null, { refreshInterval: 30_000, dedupingInterval: 0 });

/** Links the browser follows itself: joining (the shop records it, then sends on to the meeting), and the calendar file. */
export const joinHref = (path: string) => `/api/${DEFAULT_PRODUCT}/${path}`;
export const calendarHref = (id: string) => `/api/${DEFAULT_PRODUCT}/live-sessions/${id}/calendar`;
