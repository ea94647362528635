// Reading a OneRoster 1.2 CSV zip (docs/decisions/240): the entries are inflated while streaming, counting every
// byte, so a zip bomb stops at MAX_UNZIPPED_BYTES (or MAX_ENTRIES entries) without ever holding more; each CSV is
// then parsed against the columns the 1.2 CSV binding names for its file. Pure: no database. Every problem names
// its file, and its row and column when it has one (row 1 is the header line, as a spreadsheet shows it).
import { Unzip, UnzipInflate } from "fflate";
import { parse } from "csv-parse/sync";
import { AppError } from "@/lib/http/errors";
import { hasControlCharacter } from "@/lib/csv/student-rows";

/** The zip as uploaded (the route wrapper caps an upload at 5 MB while it streams). */
export const MAX_ZIP_BYTES = 5 * 1024 * 1024;
/** All entries together, inflated. */
export const MAX_UNZIPPED_BYTES = 48 * 1024 * 1024;
export const MAX_ENTRIES = 32;
/** Rows of one file (a district of 5,000 students fits several times over). */
export const MAX_ROWS = 40_000;
/** Problems listed one by one; the rest are counted. */
export const MAX_PROBLEMS = 500;
/** The zip is pushed through the inflater in slices this small, so no single step inflates much past a cap. */
const SLICE = 4 * 1024;

export type Problem = { file: string; row: number; column: string | null; message: string };

/** Columns of each file Sprout reads, in the order of the OneRoster 1.2 CSV binding (its tables 3.x). */
export const COLUMNS = {
  "orgs.csv": ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
  "academicSessions.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "title",
    "type",
    "startDate",
    "endDate",
    "parentSourcedId",
    "schoolYear",
  ],
  "classes.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "title",
    "grades",
    "courseSourcedId",
    "classCode",
    "classType",
    "location",
    "schoolSourcedId",
    "termSourcedIds",
    "subjects",
    "subjectCodes",
    "periods",
  ],
  "users.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "enabledUser",
    "username",
    "userIds",
    "givenName",
    "familyName",
    "middleName",
    "identifier",
    "email",
    "sms",
    "phone",
    "agentSourcedIds",
    "grades",
    "password",
    "userMasterIdentifier",
    "resourceSourcedIds",
    "preferredGivenName",
    "preferredMiddleName",
    "preferredFamilyName",
    "primaryOrgSourcedId",
    "pronouns",
  ],
  "enrollments.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "classSourcedId",
    "schoolSourcedId",
    "userSourcedId",
    "role",
    "primary",
    "beginDate",
    "endDate",
  ],
  "roles.csv": [
    "sourcedId",
    "status",
    "dateLastModified",
    "userSourcedId",
    "roleType",
    "role",
    "beginDate",
    "endDate",
    "orgSourcedId",
    "userProfileSourcedId",
  ],
} as const;

export type RosterFile = keyof typeof COLUMNS;
export const ROSTER_FILES = Object.keys(COLUMNS) as RosterFile[];
/** Columns a file must have (the others may be left out; their cells are then blank). */
export const REQUIRED: Record<RosterFile, readonly string[]> = {
  "orgs.csv": ["sourcedId", "name", "type"],
  "academicSessions.csv": ["sourcedId", "title", "type", "startDate", "endDate", "schoolYear"],
  "classes.csv": ["sourcedId", "title", "schoolSourcedId"],
  "users.csv": ["sourcedId", "enabledUser", "givenName", "familyName"],
  "enrollments.csv": ["sourcedId", "classSourcedId", "schoolSourcedId", "userSourcedId", "role"],
  "roles.csv": ["sourcedId", "userSourcedId", "roleType", "role", "orgSourcedId"],
};
/** The files a Sprout import needs; academicSessions.csv and roles.csv are read when present. */
export const NEEDED: readonly RosterFile[] = ["orgs.csv", "users.csv", "classes.csv", "enrollments.csv"];

/** One parsed file: its rows as column → cell, each with its line number. */
export type Table = { rows: { line: number; cells: Record<string, string> }[] };
export type ReadZip = { tables: Partial<Record<RosterFile, Table>>; problems: Problem[]; ignored: string[] };

class Refused extends Error {}

function fileError(message: string): AppError {
  return new AppError("bad_request", message, { fieldErrors: { file: [message] } });
}

/** The upload itself: a .zip of at most MAX_ZIP_BYTES. Throws the message the error modal shows. */
export async function readZipUpload(file: unknown): Promise<Uint8Array> {
  if (!(file instanceof File)) throw fileError("Choose the OneRoster zip file to upload.");
  if (!/\.zip$/i.test(file.name)) {
    const msg = "Upload the OneRoster export as one .zip file (manifest.csv, orgs.csv, users.csv, …).";
    throw new AppError("unsupported_media_type", msg, { fieldErrors: { file: [msg] } });
  }
  if (file.size > MAX_ZIP_BYTES) {
    const msg = `The zip is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Upload at most 5 MB at a time.`;
    throw new AppError("payload_too_large", msg, { fieldErrors: { file: [msg] } });
  }
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Inflates the zip's CSV entries, counting bytes as they come: past MAX_UNZIPPED_BYTES or MAX_ENTRIES it stops
 * with a 413 naming the cap. Entries in folders are read by their own name; a name twice is a problem.
 */
export function unzipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) {
    throw fileError("This file is not a zip archive. Upload the .zip your student information system exported.");
  }
  const out = new Map<string, Uint8Array>();
  let total = 0;
  let entries = 0;
  let refusal: AppError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (entry) => {
    if (refusal) return;
    if (++entries > MAX_ENTRIES) {
      refusal = new AppError(
        "payload_too_large",
        `The zip holds more than ${MAX_ENTRIES} files; a OneRoster export has at most 20.`,
      );
      throw new Refused();
    }
    if (entry.name.endsWith("/")) return;
    const name = entry.name.split("/").pop()!;
    const chunks: Uint8Array[] = [];
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        refusal = fileError(`${name} could not be unzipped: the archive is damaged.`);
        throw new Refused();
      }
      size += chunk.length;
      total += chunk.length;
      if (total > MAX_UNZIPPED_BYTES) {
        refusal = new AppError(
          "payload_too_large",
          `The zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB, more than any school's roster; nothing was imported.`,
        );
        throw new Refused();
      }
      chunks.push(chunk);
      if (final) {
        if (out.has(name)) {
          refusal = fileError(`The zip holds ${name} twice.`);
          throw new Refused();
        }
        const whole = new Uint8Array(size);
        let at = 0;
        for (const c of chunks) {
          whole.set(c, at);
          at += c.length;
        }
        out.set(name, whole);
      }
    };
    try {
      entry.start();
    } catch {
      refusal = fileError(`${name} is packed in a way Sprout cannot read; zip it again with ordinary compression.`);
      throw new Refused();
    }
  };
  try {
    for (let at = 0; at < bytes.length; at += SLICE) {
      unzip.push(bytes.subarray(at, Math.min(at + SLICE, bytes.length)), at + SLICE >= bytes.length);
      if (refusal) break;
    }
  } catch (error) {
    if (!(error instanceof Refused) && !refusal) {
      refusal = fileError("The zip archive is damaged and could not be read.");
    }
  }
  if (refusal) throw refusal;
  return out;
}

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

const MANIFEST_FILES = [
  "academicSessions",
  "categories",
  "classes",
  "classResources",
  "courses",
  "courseResources",
  "demographics",
  "enrollments",
  "lineItemLearningObjectiveIds",
  "lineItems",
  "lineItemScoreScales",
  "orgs",
  "resources",
  "resultLearningObjectiveIds",
  "results",
  "resultScoreScales",
  "roles",
  "scoreScales",
  "userProfiles",
  "userResources",
  "users",
];

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
