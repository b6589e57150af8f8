import { randomUUID } from 'node:crypto';

/** Unique across BFF instances, so one id follows a call through every log (it goes upstream too). */
export const newRequestId = (): string => randomUUID();
