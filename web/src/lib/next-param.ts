import { useSearchParams } from 'react-router';
import { sameOriginPath } from '@academy/shared/next-path';

/** The page `?next=` names, when it is one of this shop's (never another site's), for the login and register screens to lead back to. */
export const useNextParam = () => sameOriginPath(useSearchParams()[0].get('next'));
