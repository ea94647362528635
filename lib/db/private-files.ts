// Issue 41: the embedded database, its secrets and its backups are the whole school's data, so every folder and
// file Sprout keeps is owner-only (0700/0600) whatever the umask. PGlite's WebAssembly file system writes 0666 files
// itself (the umask does not reach them), hence the explicit tightening after each start and while serving.
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const OTHERS = 0o077;
const OTHERS_WRITE = 0o022;
const RETIGHTEN_MS = 5 * 60 * 1000;

/** New files and folders of this process are owner-only from now on (the umask; PGlite's own files excepted). */
export function ownerOnlyUmask(): void {
  if (process.platform !== "win32") process.umask(0o077);
}

/** Makes `dir` (and its parents, where missing) owner-only; an existing folder is left to tightenTree. */
export function mkdirPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

export type Tightened = { folders: number; files: number };

/** Takes group and other bits off every folder and file under `root` (symbolic links are not followed). */
export function tightenTree(root: string): Tightened {
  const done: Tightened = { folders: 0, files: 0 };
  if (process.platform === "win32") return done;
  const visit = (p: string) => {
    let s;
    try {
      s = lstatSync(p);
    } catch {
      return; // gone meanwhile (PGlite removes temporary files)
    }
    if (s.isSymbolicLink()) return;
    if (s.mode & OTHERS) {
      try {
        chmodSync(p, s.isDirectory() ? 0o700 : s.mode & 0o700);
        if (s.isDirectory()) done.folders++;
        else done.files++;
      } catch {
        return;
      }
    }
    if (s.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
  };
  visit(root);
  return done;
}

/** Refuses a folder that other accounts could have written: its data can no longer be trusted to be the school's. */
export function assertOwnFolder(dir: string): void {
  if (process.platform === "win32") return;
  const s = statSync(dir);
  if (s.uid !== process.getuid!()) {
    throw new Error(
      `The data folder ${dir} belongs to another account (uid ${s.uid}). Sprout keeps the school's data only in a ` +
        `folder of the account it runs as: run it as that account, or give it a new SPROUT_DATA_DIR.`,
    );
  }
  if (s.mode & OTHERS_WRITE) {
    throw new Error(
      `The data folder ${dir} can be written by other accounts (mode ${(s.mode & 0o777).toString(8)}): anyone on ` +
        `this server could have changed the school's data. Check its files, then run \`chmod 700 ${dir}\` and start again.`,
    );
  }
}

/** What tightenTree did, as one log line (or nothing). */
function describe(what: string, t: Tightened): string | undefined {
  if (!t.folders && !t.files) return undefined;
  return (
    `[sprout] ${what} was readable by other accounts: made ${t.folders} folder${t.folders === 1 ? "" : "s"} ` +
    `and ${t.files} file${t.files === 1 ? "" : "s"} owner-only (0700/0600)`
  );
}

/**
 * Before the embedded database opens: owner-only umask, the folder made (0700) or checked (ours, not writable by
 * others: else this throws), everything in it and in `extra` folders (an outside backup folder) tightened, with one
 * log line saying what was.
 */
export function prepareDataDir(dir: string, extra: string[] = []): void {
  ownerOnlyUmask();
  mkdirPrivate(dir);
  assertOwnFolder(dir);
  const total: Tightened = { folders: 0, files: 0 };
  const inside = (e: string) => {
    const r = path.relative(dir, e);
    return !r.startsWith("..") && !path.isAbsolute(r);
  };
  for (const root of [dir, ...extra.filter((e) => !inside(e))]) {
    const t = tightenTree(root);
    total.folders += t.folders;
    total.files += t.files;
  }
  const line = describe(dir, total);
  if (line) console.log(line);
}

/**
 * While the embedded database runs: PGlite keeps making 0666 files (WAL segments, new tables), so they are
 * tightened now and every few minutes (the 0700 folder already keeps other accounts out; this keeps the files so).
 */
export function keepPrivate(dir: string): () => void {
  tightenTree(dir);
  const timer = setInterval(() => tightenTree(dir), RETIGHTEN_MS);
  timer.unref();
  return () => clearInterval(timer);
}
