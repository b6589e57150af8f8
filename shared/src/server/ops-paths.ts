/** The probes and the scrape each service answers at its root (/livez, /readyz, /metrics): data for machines, never traced. */
export const isOpsPath = (url: string) => /^\/(livez|readyz|metrics)(\?|$)/.test(url);
