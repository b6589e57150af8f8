import useSWR from 'swr';
import type { RobotDetail } from '@academy/shared/catalogue';

/** `singleRobot`; null skips the read (a page that shows one kind or the other). */
export const useRobot = (slug: string | null) => useSWR<RobotDetail, Error>(slug ? `singleRobot?slug=${encodeURIComponent(slug)}` : null);
