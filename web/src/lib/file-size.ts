const UNITS = [
  ['gigabyte', 2 ** 30],
  ['megabyte', 2 ** 20],
  ['kilobyte', 2 ** 10],
] as const;

/** A file's size as a person reads it: "512 bytes", "12 kB", "3.4 MB", "1.2 GB" (never "0.0 MB" for a small file). */
export function fileSize(bytes: number): string {
  const [unit, size] = UNITS.find(([, size]) => bytes >= size) ?? ['byte', 1];
  return new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(bytes / size);
}
