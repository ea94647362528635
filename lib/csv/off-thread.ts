// Zipping a data export's CSV files (issue 41): a child's every attempt with its program, or a school's OneRoster
// roster, is deflated off the request thread through runOffThread (lib/jobs/pool.ts). The services read the rows
// and shape the tables (lib/parents/data-export.ts, lib/rostering/export.ts).
import { registerOffThreadTasks } from "@/lib/jobs/pool";
import { zipCsv, type CsvTable } from "./zip";

export type CsvZipInput = Record<string, CsvTable>;

export const tasks = { "csv.zip": zipCsv };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "csv.zip": { input: CsvZipInput; output: Uint8Array };
  }
}

registerOffThreadTasks(tasks);
