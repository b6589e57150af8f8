import useSWR from 'swr';
import type { RobotDetail } from '@academy/shared/catalogue';

export const robotKey = (slug: string) => `singleRobot?slug=${encodeURIComponent(slug)}`;

/** `singleRobot`; null skips the read (a page that shows one kind or the other). Data null: no such robot (told by the server's render). */
export const useRobot = (slug: string | null) => useSWR<RobotDetail | null, Error>(slug ? robotKey(slug) : null);
