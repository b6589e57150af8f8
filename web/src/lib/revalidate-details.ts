import { mutate } from 'swr';

/** Your Courses' read (progress, certificates), after a change the server made to it: a chapter finished, a quiz passed. */
export const revalidateDetails = () => void mutate((key) => typeof key === 'string' && key.startsWith('details?'));
