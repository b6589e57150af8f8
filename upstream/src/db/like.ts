/** A LIKE pattern for text containing `s` as typed: LIKE's own wildcards (% and _) and its escape in it are literal. */
export const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
