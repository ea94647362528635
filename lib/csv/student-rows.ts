// Bulk-import CSV (SPEC §3, §5): exactly the columns id,email,firstName,lastName,username,dob, every cell
// filled, dob a real YYYY-MM-DD date. Pure parsing and validation; the database checks live in
// lib/students/import.ts. Row numbers are the file's line numbers, so row 2 is the first student, as a
// spreadsheet shows it.
import { parse } from "csv-parse/sync";
import { AppError } from "@/lib/http/errors";

export const CSV_COLUMNS = ["id", "email", "firstName", "lastName", "username", "dob"] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const MAX_CSV_BYTES = 4 * 1024 * 1024;
export const MAX_CSV_ROWS = 10_000;
export const NOT_CSV = "Uploaded file is not a csv file";

export type CsvRow = {
  row: number;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  dob: string;
};
export type CsvIssue = { row: number; column: CsvColumn | null; message: string };
export type CsvResult = { rows: CsvRow[]; errors: CsvIssue[] };

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,29}$/;
const EMAIL = /^[^\s@"'<>,;]+@[^\s@"'<>,;]+\.[a-z]{2,}$/i;
const FORMULA = /^[=+\-@\t\r]/;
// Control characters (NUL above all: PostgreSQL text cannot hold it) would fail the import after a valid preview.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LIMITS: Record<CsvColumn, number> = { id: 50, email: 254, firstName: 50, lastName: 50, username: 30, dob: 10 };

export function describeIssue(issue: CsvIssue): string {
  if (issue.row === 0) return issue.message;
  return issue.column
    ? `Row ${issue.row}, column ${issue.column}: ${issue.message}`
    : `Row ${issue.row}: ${issue.message}`;
}

/** The upload itself: a .csv name, a sane size, UTF-8 text. Throws the message the modal shows. */
export async function readCsvUpload(file: unknown): Promise<string> {
  if (!(file instanceof File))
    throw new AppError("bad_request", "Choose a CSV file to upload.", {
      fieldErrors: { file: ["Choose a CSV file to upload."] },
    });
  // Windows browsers label .csv as application/vnd.ms-excel, so the name decides; a non-csv name never passes.
  if (!/\.csv$/i.test(file.name) || (file.type && !/csv|text\/plain|vnd\.ms-excel|octet-stream/i.test(file.type))) {
    throw new AppError("unsupported_media_type", NOT_CSV, { fieldErrors: { file: [NOT_CSV] } });
  }
  if (file.size > MAX_CSV_BYTES) {
    const msg = `The file is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Upload at most 4 MB (${MAX_CSV_ROWS.toLocaleString("en-US")} students) at a time.`;
    throw new AppError("payload_too_large", msg, { fieldErrors: { file: [msg] } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const msg = "The file is not UTF-8 text. In your spreadsheet choose Save As → 'CSV UTF-8 (Comma delimited)'.";
    throw new AppError("bad_request", msg, { fieldErrors: { file: [msg] } });
  }
}

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function checkCell(column: CsvColumn, value: string, today: string): string | null {
  if (value === "") return "must be filled.";
  if (CONTROL.test(value)) return "contains an invisible control character, which cannot be saved. Retype the cell.";
  if (FORMULA.test(value))
    return `starts with '${value[0] === "\t" ? "tab" : value[0]}', which a spreadsheet runs as a formula. Remove it.`;
  if (value.length > LIMITS[column]) return `is longer than ${LIMITS[column]} characters.`;
  switch (column) {
    case "email":
      return EMAIL.test(value) ? null : `"${value}" is not an email address.`;
    case "username":
      return USERNAME.test(value.toLowerCase())
        ? null
        : `"${value}" must be 3-30 letters, digits, dots, dashes or underscores, starting with a letter or digit.`;
    case "dob":
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        return `"${value}" must be a date written YYYY-MM-DD (for example 2016-04-23).`;
      if (!isRealDate(value)) return `"${value}" is not a real date.`;
      if (value >= today) return `"${value}" is not in the past.`;
      if (value < "1900-01-01") return `"${value}" is too long ago.`;
      return null;
    default:
      return null;
  }
}

/** Parses and validates the whole file; never stops at the first problem, so the preview lists them all. */
export function parseStudentCsv(text: string, today = new Date().toISOString().slice(0, 10)): CsvResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    const why = /quote/i.test(String((error as Error).message))
      ? "a quote is not closed"
      : "the file could not be read as CSV";
    return {
      rows: [],
      errors: [{ row: line ?? 0, column: null, message: line ? `${why}.` : `The file could not be read: ${why}.` }],
    };
  }
  // Spreadsheets save rows of empty cells (",,,,,") below the data: treat them as blank lines.
  records = records.filter((r) => r.record.some((c) => c !== ""));
  const errors: CsvIssue[] = [];
  const header = records.shift();
  if (!header)
    return {
      rows: [],
      errors: [
        {
          row: 0,
          column: null,
          message: "The file is empty. The first line must be the headers id,email,firstName,lastName,username,dob.",
        },
      ],
    };
  const headers = header.record;
  const expected = CSV_COLUMNS.join(",");
  for (const h of headers) {
    if (!(CSV_COLUMNS as readonly string[]).includes(h)) {
      const hint = CSV_COLUMNS.find((c) => c.toLowerCase() === h.toLowerCase());
      errors.push({
        row: 1,
        column: null,
        message: hint
          ? `header "${h}" must be written "${hint}" (capital letters matter).`
          : `header "${h}" is not expected; the headers must be exactly ${expected}.`,
      });
    }
  }
  for (const c of CSV_COLUMNS) {
    const count = headers.filter((h) => h === c).length;
    if (count === 0 && !headers.some((h) => h.toLowerCase() === c.toLowerCase()))
      errors.push({
        row: 1,
        column: c,
        message: `the column "${c}" is missing; the headers must be exactly ${expected}.`,
      });
    if (count > 1) errors.push({ row: 1, column: c, message: `the column "${c}" appears ${count} times.` });
  }
  if (errors.length) return { rows: [], errors };
  if (records.length === 0)
    return { rows: [], errors: [{ row: 0, column: null, message: "The file has headers but no students." }] };
  if (records.length > MAX_CSV_ROWS) {
    return {
      rows: [],
      errors: [
        {
          row: 0,
          column: null,
          message: `The file has ${records.length.toLocaleString("en-US")} students; import at most ${MAX_CSV_ROWS.toLocaleString("en-US")} at a time.`,
        },
      ],
    };
  }
  const index = Object.fromEntries(CSV_COLUMNS.map((c) => [c, headers.indexOf(c)])) as Record<CsvColumn, number>;
  const rows: CsvRow[] = [];
  const seen = { username: new Map<string, number>(), email: new Map<string, number>() };
  for (const { record, info } of records) {
    const rowNo = info.lines;
    if (record.length !== headers.length) {
      errors.push({
        row: rowNo,
        column: null,
        message: `expected ${headers.length} values but found ${record.length}. A value containing a comma must be in double quotes.`,
      });
      continue;
    }
    const row = { row: rowNo } as CsvRow;
    for (const c of CSV_COLUMNS) {
      const value = record[index[c]];
      const problem = checkCell(c, value, today);
      if (problem) errors.push({ row: rowNo, column: c, message: problem });
      row[c] = c === "username" || c === "email" ? value.toLowerCase() : value;
    }
    for (const key of ["username", "email"] as const) {
      const first = seen[key].get(row[key]);
      if (row[key] && first !== undefined)
        errors.push({ row: rowNo, column: key, message: `"${row[key]}" is also on row ${first}.` });
      else if (row[key]) seen[key].set(row[key], rowNo);
    }
    rows.push(row);
  }
  return { rows, errors };
}
