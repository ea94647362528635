// The class file's CPU work that runs in a worker thread (issue 41; lib/jobs/pool.ts): parsing and checking every
// row of the CSV (up to MAX_CSV_ROWS). The database checks (taken usernames, generated ones) stay with the caller.
import { parseStudentCsv, type CsvResult } from "@/lib/csv/student-rows";
import { registerOffThreadTasks } from "@/lib/jobs/pool";

export type ParseCsvInput = { text: string; today: string };

export function parseCsv({ text, today }: ParseCsvInput): CsvResult {
  return parseStudentCsv(text, today);
}

export const tasks = { "students.parseCsv": parseCsv };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "students.parseCsv": { input: ParseCsvInput; output: CsvResult };
  }
}

registerOffThreadTasks(tasks);
