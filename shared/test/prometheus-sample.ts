/** The value of the sample `name` whose labels include `labels`, read from Prometheus' text format. */
export function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const has = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(match[3]);
  }
  return undefined;
}
