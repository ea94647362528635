// A zip of CSV files (a data export: one file per kind of record), written with fflate in memory. Each file is
// built with csvLine (./write.ts), so a cell never opens as a spreadsheet formula.
import { strToU8, zipSync } from "fflate";
import { csvLine } from "./write";

export type CsvTable = { header: readonly string[]; rows: readonly (readonly unknown[])[] };

/** One CSV text: the header then every row, CRLF line ends, a BOM so a spreadsheet reads UTF-8. */
export function csvText(table: CsvTable): string {
  return `\uFEFF${csvLine(table.header)}${table.rows.map(csvLine).join("")}`;
}

/** The tables as `<name>.csv` files of one zip. */
export function zipCsv(tables: Readonly<Record<string, CsvTable>>): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, table] of Object.entries(tables)) files[`${name}.csv`] = strToU8(csvText(table));
  return zipSync(files, { level: 6, mtime: new Date("2000-01-01T00:00:00Z") });
}
