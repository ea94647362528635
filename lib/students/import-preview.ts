// Parse and validate a class's student CSV (issue 8 §1): the preview, which writes nothing and applies exactly the
// checks the import applies (./import.ts plans and persists what it accepts). Every problem names row and column.
import { now } from "@/lib/clock";
import { validationError } from "@/lib/http/errors";
import { describeIssue, readCsvUpload, type CsvIssue, type CsvRow } from "@/lib/csv/student-rows";
import { uniqueUsernames } from "@/lib/auth/usernames";
import { runOffThread } from "@/lib/jobs/pool";
import { takenIdentifiers, type NewStudent } from "./accounts";
import "./off-thread";

export type ImportPreview = { rows: CsvRow[]; errors: (CsvIssue & { text: string })[]; valid: boolean; total: number };

/** Parse and validate an uploaded file: every problem, each naming its row and column. Writes nothing. */
export async function previewStudentFile(file: unknown): Promise<ImportPreview> {
  return previewStudentCsv(await readCsvUpload(file));
}

export async function previewStudentCsv(text: string): Promise<ImportPreview> {
  // Parsing and checking every row runs in a worker thread (issue 41); the database checks run here.
  const { rows, errors } = await runOffThread("students.parseCsv", { text, today: now().toISOString().slice(0, 10) });
  if (rows.length && !errors.some((e) => e.row <= 1)) {
    const given = rows.filter((r) => r.username);
    const taken = await takenIdentifiers(
      given.map((r) => r.username),
      rows.filter((r) => r.email).map((r) => r.email),
    );
    // A blank username is generated from the names, clear of the file's own and of existing accounts.
    const blank = rows.filter((r) => !r.username);
    if (blank.length) {
      const names = await uniqueUsernames(blank, new Set(given.map((r) => r.username)));
      blank.forEach((r, i) => Object.assign(r, { username: names[i], usernameGenerated: true }));
    }
    for (const r of given) {
      if (taken.usernames.has(r.username))
        errors.push({
          row: r.row,
          column: "username",
          message: `"${r.username}" is already taken by another account.`,
        });
    }
    for (const r of rows) {
      if (r.email && taken.emails.has(r.email))
        errors.push({ row: r.row, column: "email", message: `"${r.email}" already has an account.` });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return {
    rows,
    errors: errors.map((e) => ({ ...e, text: describeIssue(e) })),
    valid: errors.length === 0,
    total: rows.length,
  };
}

/** The preview's errors as the 400 the error modal lists: one line per problem, keyed "row N". */
export function assertImportable(preview: ImportPreview): NewStudent[] {
  if (!preview.valid) {
    const fieldErrors: Record<string, string[]> = {};
    for (const e of preview.errors)
      (fieldErrors[e.row ? `row ${e.row}${e.column ? `.${e.column}` : ""}` : "file"] ??= []).push(e.text);
    throw validationError(fieldErrors);
  }
  return preview.rows.map(toNewStudent);
}

export function toNewStudent(
  r: Pick<CsvRow, "id" | "email" | "firstName" | "lastName" | "username" | "dob">,
): NewStudent {
  return {
    externalId: r.id,
    email: r.email || null,
    firstName: r.firstName,
    lastName: r.lastName,
    username: r.username,
    dob: r.dob || null,
  };
}
