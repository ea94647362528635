// Bulk import of a class's students from CSV: validate everything (file, rows, existing accounts), then
// either insert at once (small files) or hand the rows to an import job (large files). All or nothing.
import { prisma } from "@/lib/db/client";
import { validationError } from "@/lib/http/errors";
import { describeIssue, parseStudentCsv, type CsvIssue, type CsvRow } from "@/lib/csv/student-rows";
import { now } from "@/lib/clock";
import { classDefaults, insertStudents, prepareStudents, rethrowTaken, takenIdentifiers, type NewStudent } from "./accounts";

/** Files with more rows than this run as a job with a progress bar (hashing ~10 ms a row). */
export const SYNC_IMPORT_LIMIT = 100;

export type ImportPreview = { rows: CsvRow[]; errors: (CsvIssue & { text: string })[]; valid: boolean; total: number };

export async function previewStudentCsv(text: string): Promise<ImportPreview> {
  const { rows, errors } = parseStudentCsv(text, now().toISOString().slice(0, 10));
  if (rows.length && !errors.some((e) => e.row <= 1)) {
    const taken = await takenIdentifiers(rows.map((r) => r.username), rows.map((r) => r.email));
    for (const r of rows) {
      if (taken.usernames.has(r.username)) errors.push({ row: r.row, column: "username", message: `"${r.username}" is already taken by another account.` });
      if (taken.emails.has(r.email)) errors.push({ row: r.row, column: "email", message: `"${r.email}" already has an account.` });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors: errors.map((e) => ({ ...e, text: describeIssue(e) })), valid: errors.length === 0, total: rows.length };
}

/** The preview's errors as the 400 the error modal lists: one line per problem, keyed "row N". */
export function assertImportable(preview: ImportPreview): NewStudent[] {
  if (!preview.valid) {
    const fieldErrors: Record<string, string[]> = {};
    for (const e of preview.errors) (fieldErrors[e.row ? `row ${e.row}${e.column ? `.${e.column}` : ""}` : "file"] ??= []).push(e.text);
    throw validationError(fieldErrors);
  }
  return preview.rows.map(toNewStudent);
}

export function toNewStudent(r: Pick<CsvRow, "id" | "email" | "firstName" | "lastName" | "username" | "dob">): NewStudent {
  return { externalId: r.id, email: r.email, firstName: r.firstName, lastName: r.lastName, username: r.username, dob: r.dob };
}

/** Inserts a validated list into a class at once (hashing first, then one transaction). */
export async function importStudentsNow(classId: string, students: NewStudent[]): Promise<number> {
  const prepared = await prepareStudents(students);
  const klass = await prisma.class.findUniqueOrThrow({ where: { id: classId }, select: { timeLimits: true, levelThresholds: true } });
  await prisma
    .$transaction(async (tx) => insertStudents(tx, classId, prepared, classDefaults(klass)), { timeout: 60_000 })
    .catch(rethrowTaken);
  return prepared.length;
}
