// Reading a OneRoster 1.2 CSV zip (docs/decisions/240): the entries inflated under caps (zip.ts), the manifest
// says which files are there, and each CSV is parsed against the columns the 1.2 CSV binding names for its file
// (columns.ts). Pure: no database. Every problem names its file, and its row and column when it has one (row 1 is
// the header line, as a spreadsheet shows it).
import { parse } from "csv-parse/sync";
import { hasControlCharacter } from "@/lib/csv/student-rows";
import { COLUMNS, MANIFEST_FILES, NEEDED, REQUIRED, ROSTER_FILES, type RosterFile } from "./columns";
import { unzipEntries } from "./zip";

// Still reachable here for the service (readZipUpload) and the API tests (MAX_UNZIPPED_BYTES).
export { MAX_UNZIPPED_BYTES, readZipUpload } from "./zip";

/** Rows of one file (a district of 5,000 students fits several times over). */
export const MAX_ROWS = 40_000;
/** Problems listed one by one; the rest are counted. */
export const MAX_PROBLEMS = 500;
export type Problem = { file: string; row: number; column: string | null; message: string };

/** One parsed file: its rows as column → cell, each with its line number. */
export type Table = { rows: { line: number; cells: Record<string, string> }[] };
export type ReadZip = { tables: Partial<Record<RosterFile, Table>>; problems: Problem[]; ignored: string[] };

/** One CSV entry against its columns: unknown columns, missing required ones, too many rows, bad text. */
export function parseTable(file: RosterFile, bytes: Uint8Array, problems: Problem[]): Table | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    problems.push({ file, row: 0, column: null, message: "The file is not UTF-8 text." });
    return null;
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, to: MAX_ROWS + 2 });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    problems.push({ file, row: line, column: null, message: "The CSV could not be read (check its quotes)." });
    return null;
  }
  if (!records.length) {
    problems.push({ file, row: 0, column: null, message: "The file is empty: it needs its header line." });
    return null;
  }
  if (records.length > MAX_ROWS + 1) {
    problems.push({
      file,
      row: 0,
      column: null,
      message: `The file has more than ${MAX_ROWS.toLocaleString("en-US")} rows; Sprout imports at most ${MAX_ROWS.toLocaleString("en-US")} at a time. Export one school at a time.`,
    });
    return null;
  }
  const header = records[0].map((h) => h.trim());
  const known = new Set<string>(COLUMNS[file]);
  let ok = true;
  header.forEach((h, i) => {
    // The binding allows extension columns named metadata.<anything>; Sprout reads none of them.
    if (!known.has(h) && !/^metadata\./.test(h)) {
      problems.push({
        file,
        row: 1,
        column: h || `column ${i + 1}`,
        message: `Unknown column "${h}": ${file} of OneRoster 1.2 has ${COLUMNS[file].join(", ")}.`,
      });
      ok = false;
    }
  });
  const seen = new Set<string>();
  for (const h of header) {
    if (seen.has(h)) {
      problems.push({ file, row: 1, column: h, message: `The column "${h}" appears twice.` });
      ok = false;
    }
    seen.add(h);
  }
  for (const r of REQUIRED[file]) {
    if (!seen.has(r)) {
      problems.push({ file, row: 1, column: r, message: `The column "${r}" is missing.` });
      ok = false;
    }
  }
  if (!ok) return null;
  const rows: Table["rows"] = [];
  for (let i = 1; i < records.length; i++) {
    const line = i + 1;
    const rec = records[i];
    if (rec.length !== header.length) {
      problems.push({
        file,
        row: line,
        column: null,
        message: `The row has ${rec.length} cells; the header has ${header.length}.`,
      });
      continue;
    }
    const cells: Record<string, string> = {};
    let clean = true;
    header.forEach((h, j) => {
      const v = rec[j].trim();
      if (hasControlCharacter(v)) {
        problems.push({ file, row: line, column: h, message: "The cell holds a control character." });
        clean = false;
      }
      if (known.has(h)) cells[h] = v;
    });
    if (clean) rows.push({ line, cells });
  }
  return { rows };
}

/**
 * The manifest decides which files the zip holds: each `file.<name>` is bulk, delta or absent. Sprout reads bulk
 * files only (a delta has no removals to compare). Returns the files it says are there.
 */
function readManifest(bytes: Uint8Array | undefined, problems: Problem[]): Set<string> | null {
  const file = "manifest.csv";
  if (!bytes) {
    problems.push({
      file,
      row: 0,
      column: null,
      message: "The zip has no manifest.csv: a OneRoster export starts with it (propertyName,value).",
    });
    return null;
  }
  let records: string[][];
  try {
    records = parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to: 200,
    });
  } catch {
    problems.push({ file, row: 0, column: null, message: "manifest.csv could not be read as UTF-8 CSV." });
    return null;
  }
  const header = (records[0] ?? []).map((h) => h.trim());
  if (header[0] !== "propertyName" || header[1] !== "value" || header.length !== 2) {
    problems.push({ file, row: 1, column: null, message: 'The header must be "propertyName,value".' });
    return null;
  }
  const props = new Map<string, { value: string; line: number }>();
  records.slice(1).forEach((r, i) => props.set((r[0] ?? "").trim(), { value: (r[1] ?? "").trim(), line: i + 2 }));
  const version = props.get("oneroster.version");
  if (version?.value !== "1.2") {
    problems.push({
      file,
      row: version?.line ?? 0,
      column: "value",
      message: `oneroster.version is "${version?.value ?? ""}"; Sprout reads OneRoster 1.2 exports.`,
    });
  }
  const present = new Set<string>();
  for (const name of MANIFEST_FILES) {
    const p = props.get(`file.${name}`);
    const mode = (p?.value ?? "absent").toLowerCase();
    if (mode === "delta") {
      problems.push({
        file,
        row: p!.line,
        column: "value",
        message: `file.${name} is "delta"; Sprout imports bulk exports only (the whole roster each time).`,
      });
    } else if (mode === "bulk") present.add(`${name}.csv`);
    else if (mode !== "absent") {
      problems.push({ file, row: p!.line, column: "value", message: `file.${name} must be bulk, delta or absent.` });
    }
  }
  return present;
}

/** The zip's manifest and files: every problem of every file, and the files it holds that Sprout does not read. */
export function readRosterZip(bytes: Uint8Array): ReadZip {
  const entries = unzipEntries(bytes);
  const problems: Problem[] = [];
  const tables: ReadZip["tables"] = {};
  const listed = readManifest(entries.get("manifest.csv"), problems);
  const ignored: string[] = [];
  if (!listed) return { tables, problems, ignored };
  for (const name of listed) {
    if (!entries.has(name))
      problems.push({
        file: "manifest.csv",
        row: 0,
        column: null,
        message: `The manifest lists ${name} as bulk but the zip does not hold it.`,
      });
  }
  for (const name of entries.keys()) {
    if (name === "manifest.csv") continue;
    if (!listed.has(name)) {
      problems.push({
        file: name,
        row: 0,
        column: null,
        message: `${name} is in the zip but the manifest says it is absent.`,
      });
    } else if (!(ROSTER_FILES as string[]).includes(name)) ignored.push(name);
  }
  for (const name of NEEDED) {
    if (!listed.has(name))
      problems.push({ file: name, row: 0, column: null, message: `Sprout needs ${name}; the zip does not have it.` });
  }
  for (const name of ROSTER_FILES) {
    const bytesOf = entries.get(name);
    if (bytesOf && listed.has(name)) {
      const table = parseTable(name, bytesOf, problems);
      if (table) tables[name] = table;
    }
    entries.delete(name);
  }
  return { tables, problems, ignored: ignored.sort() };
}
