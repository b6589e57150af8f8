const UNITS = [
  ['gigabyte', 2 ** 30],
  ['megabyte', 2 ** 20],
  ['kilobyte', 2 ** 10],
] as const;
const unitOf = (bytes: number) => UNITS.find(([, size]) => bytes >= size) ?? (['byte', 1] as const);
const format = (value: number, unit?: string) =>
  new Intl.NumberFormat(
    'en',
    unit ? { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 } : { maximumFractionDigits: 1 },
  ).format(value);

/** A file's size as a person reads it: "512 bytes", "12 kB", "3.4 MB", "1.2 GB" (never "0.0 MB" for a small file). */
export function fileSize(bytes: number): string {
  const [unit, size] = unitOf(bytes);
  return format(bytes / size, unit);
}

/** Part of a size, in the whole's unit: "3.4 of 300 MB", "12 of 40 kB". */
export function sizeOf(part: number, whole: number): string {
  const [unit, size] = unitOf(whole);
  return `${format(part / size)} of ${format(whole / size, unit)}`;
}
