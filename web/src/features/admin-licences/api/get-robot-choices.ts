import useSWR from 'swr';
import type { RobotSummary } from '@academy/shared/catalogue';
import { MAX_PAGE_LENGTH } from '@academy/shared/constants';

/** The robots the filter offers: the longest page the API gives. */
export const useRobotChoices = () => useSWR<RobotSummary[], Error>(`admin/robots?page=1&length=${MAX_PAGE_LENGTH}`);
