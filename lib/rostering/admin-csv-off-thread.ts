// The administrator's people file read in a worker thread (issue 41's pool, lib/jobs/pool.ts), as the OneRoster zip
// is (./off-thread.ts): parsing and checking every row. The taken usernames and the plan stay with the caller.
import { registerOffThreadTasks } from "@/lib/jobs/pool";
import { readPeopleCsv, type PeopleCsv } from "./admin-csv";

export type ReadPeopleCsvInput = { text: string; file: string };

export const tasks = { "rostering.readPeopleCsv": ({ text, file }: ReadPeopleCsvInput) => readPeopleCsv(text, file) };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "rostering.readPeopleCsv": { input: ReadPeopleCsvInput; output: PeopleCsv };
  }
}

registerOffThreadTasks(tasks);
