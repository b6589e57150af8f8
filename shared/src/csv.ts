/**
 * One CSV cell: quoted, and a leading formula character neutralised so a spreadsheet never runs it (a
 * tab or a carriage return first hides one from a check of the first character: OWASP's list); a
 * negative amount is a plain number and stays one.
 */
export const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  const formula = /^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s);
  return `"${(formula ? `'${s}` : s).replace(/"/g, '""')}"`;
};

/** One CSV line of cells, ended. */
export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\n`;
