// The nightly backup (docs/decisions/182): the server process dumps its own database (the embedded one can be
// read by no other process while it runs) at SPROUT_BACKUP_HOUR in the school's time zone, into
// SPROUT_BACKUP_DIR, and keeps the newest SPROUT_BACKUP_KEEP. On by default for the embedded database.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { now } from "@/lib/clock";
import { backupFileName, writeBackupFile } from "@/lib/db/backup";
import { dumpDatabase } from "@/lib/db/client";
import { env } from "@/lib/env";

const STEP_MS = 15 * 60 * 1000; // zones are whole quarter hours from UTC

function wallClock(at: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { hour: Number(parts.hour), minute: Number(parts.minute) };
}

/**
 * The first moment after `after` when the clock in `timeZone` reads `hour`:00. A day whose clock skips that hour
 * (a spring-forward night) takes the next moment the clock has passed it, so no night goes without a backup.
 */
export function nextBackupTime(after: Date, hour: number, timeZone: string): Date {
  let t = Math.floor(after.getTime() / STEP_MS) * STEP_MS + STEP_MS;
  let previous = wallClock(new Date(t - STEP_MS), timeZone).hour;
  for (let i = 0; i < (49 * 60 * 60 * 1000) / STEP_MS; i++, t += STEP_MS) {
    const { hour: h, minute } = wallClock(new Date(t), timeZone);
    if ((h === hour && minute === 0) || (previous < hour && h > hour)) return new Date(t);
    previous = h;
  }
  throw new Error(`No ${hour}:00 in ${timeZone} within two days`);
}

const BACKUP_FILE = /^sprout-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sql$/;

/** Deletes all but the newest `keep` backups in `dir` (only files named as backups are touched). */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = readdirSync(dir)
    .filter((f) => BACKUP_FILE.test(f))
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const f of removed) rmSync(path.join(dir, f), { force: true });
  return removed;
}

export type NightlyOptions = {
  hour: number;
  timeZone: string;
  /** Writes one backup; a failure is logged and the next night tries again. */
  run: () => Promise<void>;
};

/** Schedules `run` every night at `hour`:00; returns the function that stops it. Timers never keep the process up. */
export function scheduleNightly({ hour, timeZone, run }: NightlyOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // From two hours past the last run: the night the clocks go back repeats an hour, and runs once all the same.
  const arm = (after: Date) => {
    if (stopped) return;
    const at = nextBackupTime(after, hour, timeZone);
    const next = () => arm(new Date(Math.max(now().getTime(), at.getTime() + 2 * 60 * 60 * 1000)));
    timer = setTimeout(
      () =>
        void run()
          .catch((error: Error) => console.error(`[sprout] nightly backup failed: ${error.message}`))
          .finally(next),
      Math.max(0, at.getTime() - now().getTime()),
    );
    timer.unref();
  };
  arm(now());
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** One backup into `dir`, then the old ones beyond `keep` removed; says what it did in the log. */
export async function writeNightlyBackup(dir: string, keep: number, dump: () => Promise<string>): Promise<string> {
  const started = now();
  const file = path.join(dir, backupFileName(started));
  const text = await dump();
  writeBackupFile(file, text);
  const removed = pruneBackups(dir, keep);
  const seconds = ((now().getTime() - started.getTime()) / 1000).toFixed(1);
  console.log(
    `[sprout] nightly backup written: ${file} (${Math.round(Buffer.byteLength(text) / 1024)} KB in ${seconds} s)` +
      (removed.length ? `; removed ${removed.length} older (keeping ${keep})` : ""),
  );
  return file;
}

/** From startup: the nightly backup where configured (SPROUT_BACKUP_NIGHTLY, default on for the embedded database). */
export function startNightlyBackups(): (() => void) | undefined {
  if (!env.nightlyBackup) return undefined;
  const dir = path.resolve(env.backupDir);
  console.log(
    `[sprout] nightly backup at ${String(env.SPROUT_BACKUP_HOUR).padStart(2, "0")}:00 ${env.SCHOOL_TIME_ZONE} ` +
      `into ${dir}, keeping ${env.SPROUT_BACKUP_KEEP}`,
  );
  return scheduleNightly({
    hour: env.SPROUT_BACKUP_HOUR,
    timeZone: env.SCHOOL_TIME_ZONE,
    run: async () => void (await writeNightlyBackup(dir, env.SPROUT_BACKUP_KEEP, dumpDatabase)),
  });
}
