// The off-thread pool (issue 41): a task runs in a worker thread and answers as it would here, its AppError comes
// back as the same AppError (the message the error modal shows), and a full queue refuses with 503 and Retry-After.
import { afterAll, describe, expect, it } from "vitest";
import { threadId } from "node:worker_threads";
import { AppError } from "@/lib/http/errors";
import { parseStudentCsv } from "@/lib/csv/student-rows";
import { closeOffThreadPool, configureOffThreadPool, offThreadStats, runOffThread } from "./pool";
import "@/lib/rostering/off-thread";
import "@/lib/students/off-thread";

afterAll(() => configureOffThreadPool(null));

const csv = (rows: number) =>
  ["firstName,lastName,username", ...Array.from({ length: rows }, (_, i) => `Ada${i},Lovelace,ada.${i}`)].join("\n");

describe("runOffThread", () => {
  it("runs a task in a worker thread with the same answer as in this thread", async () => {
    await configureOffThreadPool({ threads: 1, queue: 16 });
    const input = { text: `${csv(3)}\nBad,,=cmd`, today: "2026-01-01" };
    const before = (await offThreadStats()).completed;
    expect(await runOffThread("students.parseCsv", input)).toEqual(parseStudentCsv(input.text, input.today));
    expect((await offThreadStats()).completed).toBe(before + 1);
    expect(threadId).toBe(0);
  });

  it("throws a task's AppError here as the same AppError", async () => {
    await configureOffThreadPool({ threads: 1, queue: 16 });
    const error = await runOffThread("rostering.read", {
      zip: new TextEncoder().encode("not a zip"),
      held: { people: [], classes: [], teaching: [] },
      dryRun: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      message: "This file is not a zip archive. Upload the .zip your student information system exported.",
      fieldErrors: { file: [expect.stringContaining("not a zip archive")] },
    });
  });

  it("refuses with 503 and Retry-After once the queue is full, and runs the rest", async () => {
    await configureOffThreadPool({ threads: 1, queue: 1 });
    const input = { text: csv(5_000), today: "2026-01-01" };
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => runOffThread("students.parseCsv", input)));
    const refused = results.filter((r) => r.status === "rejected").map((r) => r.reason as AppError);
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const e of refused) {
      expect(e).toBeInstanceOf(AppError);
      expect(e.status).toBe(503);
      expect(e.message).toMatch(
        /^Sprout is busy with other large files right now\. Please try again in \d+ seconds?\.$/,
      );
      expect(Number(e.headers?.["Retry-After"])).toBeGreaterThanOrEqual(1);
    }
    await closeOffThreadPool();
  });

  it("runs on the request thread with 0 threads (the way before issue 41)", async () => {
    await configureOffThreadPool({ threads: 0 });
    expect((await runOffThread("students.parseCsv", { text: csv(2), today: "2026-01-01" })).rows).toHaveLength(2);
    expect((await offThreadStats()).completed).toBe(0);
  });
});
