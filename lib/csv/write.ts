// Writing CSV that a spreadsheet opens as text, never as a formula (OWASP "CSV injection"): a cell beginning with
// = + - @ TAB or CR (or their full-width forms, which some spreadsheets read alike) gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
