import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { now } from "@/lib/clock";
import { dumpDatabase } from "@/lib/db/client";
import { nextBackupTime, pruneBackups, scheduleNightly, writeNightlyBackup } from "./backups";

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe("nightly backup: when", () => {
  it("is the next time the school's clock reads the hour, on ordinary days, across DST and in half-hour zones", () => {
    expect(nextBackupTime(at("2026-11-25T12:00:00Z"), 2, "UTC")).toEqual(at("2026-11-26T02:00:00Z"));
    expect(nextBackupTime(at("2026-11-26T02:00:00Z"), 2, "UTC")).toEqual(at("2026-11-27T02:00:00Z"));
    expect(nextBackupTime(at("2026-11-25T12:00:00Z"), 2, "America/Toronto")).toEqual(at("2026-11-26T07:00:00Z"));
    // 2027-03-14 02:00 does not exist in Toronto (01:59 EST → 03:00 EDT): the backup runs at 03:00 EDT.
    expect(nextBackupTime(at("2027-03-13T12:00:00Z"), 2, "America/Toronto")).toEqual(at("2027-03-14T07:00:00Z"));
    expect(nextBackupTime(at("2026-11-25T12:00:00Z"), 2, "Asia/Kolkata")).toEqual(at("2026-11-25T20:30:00Z"));
  });

  it("runs at that hour every night by the clock module, once on the night the clocks go back, and a failure does not stop the next", async () => {
    vi.useFakeTimers({ now: at("2026-10-31T12:00:00Z") });
    const runs: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stop = scheduleNightly({
      hour: 1, // 01:00 happens twice in Toronto on 2026-11-01
      timeZone: "America/Toronto",
      run: async () => {
        runs.push(now().toISOString());
        if (runs.length === 2) throw new Error("disk full");
      },
    });
    await vi.advanceTimersByTimeAsync(17 * HOUR - 1000); // 2026-11-01T04:59:59Z, 00:59:59 EDT
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual(["2026-11-01T05:00:00.000Z"]);
    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR + HOUR); // to 2026-11-04T06:00Z
    expect(runs).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-02T06:00:00.000Z", // the failed one
      "2026-11-03T06:00:00.000Z",
      "2026-11-04T06:00:00.000Z",
    ]);
    expect(errors).toHaveBeenCalledWith("[sprout] nightly backup failed: disk full");
    stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * HOUR);
    expect(runs).toHaveLength(4);
    errors.mockRestore();
  });
});

describe("nightly backup: what it keeps", () => {
  it("keeps the newest SPROUT_BACKUP_KEEP backups and touches no other file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-backups-"));
    writeFileSync(path.join(dir, "notes.txt"), "the administrator's own file");
    vi.useFakeTimers({ now: at("2026-11-01T02:00:00Z") });
    const logs = vi.spyOn(console, "log").mockImplementation(() => undefined);
    for (let night = 1; night <= 10; night++) {
      await writeNightlyBackup(dir, 7, async () => `-- night ${night}`);
      vi.setSystemTime(now().getTime() + 24 * HOUR);
    }
    const kept = readdirSync(dir).sort();
    expect(kept).toEqual([
      "notes.txt",
      ...[4, 5, 6, 7, 8, 9, 10].map((d) => `sprout-2026-11-${String(d).padStart(2, "0")}T02-00-00Z.sql`),
    ]);
    expect(readFileSync(path.join(dir, "sprout-2026-11-10T02-00-00Z.sql"), "utf8")).toBe("-- night 10");
    expect(logs).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /nightly backup written: .*sprout-2026-11-10T02-00-00Z\.sql .*removed 1 older \(keeping 7\)/,
      ),
    );
    expect(pruneBackups(dir, 2)).toHaveLength(5);
    logs.mockRestore();
  });

  it("writes a real dump of the server's database", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprout-backups-"));
    const logs = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const file = await writeNightlyBackup(dir, 7, dumpDatabase);
    logs.mockRestore();
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(readFileSync(file, "utf8")).toContain("CREATE TABLE public.audit_log");
  });
});
