// PGlite has no lock between processes: two servers on one data directory each see only their own writes
// and corrupt it. The first process takes an exclusive lock file holding its pid; a second one is refused.
// A lock left by a process that has died is reclaimed.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, "sprout.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (owner === process.pid) return () => {};
      if (Number.isFinite(owner) && isAlive(owner)) {
        throw new Error(
          `Another Sprout process (pid ${owner}) is using the embedded database in ${dir}. ` +
            `Stop it first, or set DATABASE_URL to run several instances on a PostgreSQL server.`,
        );
      }
      rmSync(file, { force: true }); // stale lock from a dead process: reclaim it
    }
  }
  throw new Error(`Could not lock ${file}`);
}
