/** Names whose values are secrets: shown as set or not, never in full. */
const SECRET_NAME = /secret|password$|_key$|_token$/i;
const HIDDEN = '(set, hidden)';

/** A URL's password, hidden: `postgres://shop:****@db/shop`. */
function withoutPassword(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (!url.password) return value;
  url.password = '****';
  return url.toString();
}

function shown(name: string, value: unknown): string {
  if (value === undefined || value === null) return '(unset)';
  if (SECRET_NAME.test(name)) return Array.isArray(value) ? value.map(() => HIDDEN).join(', ') : HIDDEN;
  if (typeof value === 'string') return withoutPassword(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? withoutPassword(v) : JSON.stringify(v))).join(', ');
  // Numbers, booleans and objects print as JSON does.
  return JSON.stringify(value);
}

/** A loaded configuration as `NAME=value` lines, sorted, with secrets and URL passwords hidden. */
export function maskedConfig(config: object): string[] {
  return Object.entries(config)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${shown(name, value)}`);
}
